import { API_KEY_NAME_MAX, type ApiKeyCreated, apiKeyMessages } from '@app/domain';
import { Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CreateOnceModal } from '../../app/ui/create-once-modal';
import { ShownOnce } from '../../app/ui/shown-once';
import { useCreateApiKey } from './api';

type Props = { opened: boolean; onClose: () => void };

/**
 * Names a new key, then shows it once with a Copy button: the server keeps only its hash, so
 * closing the dialog is the last chance to copy it.
 */
export function CreateKeyModal({ opened, onClose }: Props) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  const close = () => {
    setName('');
    setNameError(null);
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(apiKeyMessages.nameRequired);
      return;
    }
    create.mutate({ name: name.trim() }, { onSuccess: setCreated });
  };

  return (
    <CreateOnceModal
      opened={opened}
      onClose={close}
      title={created ? apiKeyMessages.createdTitle : apiKeyMessages.create}
      shown={
        created ? (
          <ShownOnce
            warning={apiKeyMessages.shownOnce}
            value={created.key}
            labels={apiKeyMessages}
            onDone={close}
          >
            <Text size="sm">
              <strong>{created.apiKey.name}</strong>
            </Text>
          </ShownOnce>
        ) : null
      }
      onSubmit={submit}
      mutation={create}
      submitLabel={apiKeyMessages.create}
    >
      <TextInput
        label={apiKeyMessages.nameLabel}
        description={apiKeyMessages.nameHint}
        value={name}
        maxLength={API_KEY_NAME_MAX}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setNameError(null);
        }}
        error={nameError}
        required
        data-autofocus
      />
    </CreateOnceModal>
  );
}
