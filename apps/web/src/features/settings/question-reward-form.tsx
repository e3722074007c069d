import { questionRewardUpdateSchema, SCORE_MAX } from '@app/domain';
import { NumberInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { SaveForm, useFormSave } from '../../app/ui/save-form';
import { type QuestionReward, useSaveQuestionReward } from './api';

type Props = { item: QuestionReward; onDone: () => void };

/** The reward of one question type; the type itself is read-only (part A §5). */
export function QuestionRewardForm({ item, onDone }: Props) {
  const form = useForm<{ value: number | string }>({
    mode: 'uncontrolled',
    initialValues: { value: item.value },
    validate: schemaResolver(questionRewardUpdateSchema, { sync: true }),
  });
  const mutation = useSaveQuestionReward(item.type);

  const save = useFormSave(form, mutation, (values) => Number(values.value), onDone);

  return (
    <SaveForm save={save} onCancel={onDone}>
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
    </SaveForm>
  );
}
