import { difficultyCreateSchema, difficultyUpdateSchema, SCORE_MAX } from '@app/domain';
import { Alert, NumberInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { type Difficulty, useSaveDifficulty } from './api';

type Values = { difficulty: string; passingScore: number | string };
type Props = { item: Difficulty | null; onDone: () => void };

/** Level Difficulty: the name is set once; on edit only the passing score changes (part A §5). */
export function DifficultyForm({ item, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { difficulty: item?.difficulty ?? '', passingScore: item?.passingScore ?? '' },
    validate: schemaResolver(item ? difficultyUpdateSchema : difficultyCreateSchema, {
      sync: true,
    }),
  });
  const mutation = useSaveDifficulty(item?.id ?? null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(
      { difficulty: values.difficulty, passingScore: Number(values.passingScore) },
      { onSuccess: onDone, onError: (error) => setFailure(applyApiError(form, error)) },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput
          label="Difficulty"
          required={!item}
          readOnly={Boolean(item)}
          variant={item ? 'filled' : 'default'}
          data-autofocus={item ? undefined : true}
          key={form.key('difficulty')}
          {...form.getInputProps('difficulty')}
        />
        <NumberInput
          label="Passing Score"
          required
          min={0}
          max={SCORE_MAX}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus={item ? true : undefined}
          key={form.key('passingScore')}
          {...form.getInputProps('passingScore')}
        />
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
