import { type AceGameKind, aceGameInputSchema } from '@app/domain';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { aceGameLabels } from './ace-game-kinds';
import { type AceGame, useSaveAceGame } from './api';
import { LogoPicker } from './logo-picker';
import { useLogoField } from './use-logo-field';

type Props = { kind: AceGameKind; game: AceGame | null; onDone: () => void };

/** A cognitive or aptitude game; its type follows from the tab it is added on. */
export function AceGameForm({ kind, game, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const logo = useLogoField(game?.image ?? null);
  const form = useForm<{ name: string; secondName: string }>({
    mode: 'uncontrolled',
    initialValues: { name: game?.name ?? '', secondName: game?.secondName ?? '' },
    validate: schemaResolver(aceGameInputSchema, { sync: true }),
  });
  const mutation = useSaveAceGame(kind, game?.id ?? null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(
      { ...values, ...(logo.fileId === undefined ? {} : { imageFileId: logo.fileId }) },
      { onSuccess: onDone, onError: (error) => setFailure(applyApiError(form, error)) },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Second Name"
            key={form.key('secondName')}
            {...form.getInputProps('secondName')}
          />
        </SimpleGrid>
        <TextInput label="Type" value={aceGameLabels[kind].type} readOnly variant="filled" />
        <LogoPicker field={logo} label="Image" />
        <FormActions isBusy={mutation.isPending} canSave={!logo.isBusy} onCancel={onDone} />
      </Stack>
    </form>
  );
}
