import { API_KEY_NAME_MAX, type ApiKeyCreated, apiKeyMessages } from '@app/domain';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../app/api-client';
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
    <Modal
      opened={opened}
      onClose={close}
      title={created ? apiKeyMessages.createdTitle : apiKeyMessages.create}
      closeOnClickOutside={!created}
      size="lg"
    >
      {created ? (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="status">
            {apiKeyMessages.shownOnce}
          </Alert>
          <Text size="sm">
            <strong>{created.apiKey.name}</strong>
          </Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {created.key}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.key} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? apiKeyMessages.copied : apiKeyMessages.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{apiKeyMessages.done}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
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
            {create.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(create.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                {apiKeyMessages.create}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
