import { questionRewardUpdateSchema, SCORE_MAX } from '@app/domain';
import { Alert, NumberInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { type QuestionReward, useSaveQuestionReward } from './api';

type Props = { item: QuestionReward; onDone: () => void };

/** The reward of one question type; the type itself is read-only (part A §5). */
export function QuestionRewardForm({ item, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ value: number | string }>({
    mode: 'uncontrolled',
    initialValues: { value: item.value },
    validate: schemaResolver(questionRewardUpdateSchema, { sync: true }),
  });
  const mutation = useSaveQuestionReward(item.type);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(Number(values.value), {
      onSuccess: onDone,
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput label="Type" value={item.type} readOnly variant="filled" />
        <NumberInput
          label="Value"
          required
          min={0}
          max={SCORE_MAX}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          key={form.key('value')}
          {...form.getInputProps('value')}
        />
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
