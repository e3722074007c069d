import { characterUpdateSchema } from '@app/domain';
import { Alert, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { type Character, useSaveCharacter } from './api';

type Props = { item: Character; onDone: () => void };

/** The name players see for one character; the key is read-only (part A §5). */
export function CharacterForm({ item, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ name: string }>({
    mode: 'uncontrolled',
    initialValues: { name: item.name },
    validate: schemaResolver(characterUpdateSchema, { sync: true }),
  });
  const mutation = useSaveCharacter(item.key);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(values.name, {
      onSuccess: onDone,
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput label="Key" value={item.key} readOnly variant="filled" />
        <TextInput
          label="Name"
          required
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
