import { questionRewardUpdateSchema } from '@app/domain';
import { TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { SaveForm, useFormSave } from '../../app/ui/save-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { type QuestionReward, useSaveQuestionReward } from './api';
import { ScoreInput } from './score-input';

type Props = { item: QuestionReward; onDone: () => void };

/** The reward of one question type; the type itself is read-only (part A §5). */
export function QuestionRewardForm({ item, onDone }: Props) {
  const form = useAppForm<{ value: number | string }>({
    mode: 'uncontrolled',
    initialValues: { value: item.value },
    validate: schemaResolver(questionRewardUpdateSchema, { sync: true }),
  });
  const mutation = useSaveQuestionReward(item.type);

  const save = useFormSave(form, mutation, (values) => Number(values.value), onDone);

  return (
    <SaveForm save={save} onCancel={onDone}>
      <TextInput label="Type" value={item.type} readOnly variant="filled" />
      <ScoreInput
        label="Value"
        data-autofocus
        key={form.key('value')}
        {...form.getInputProps('value')}
      />
    </SaveForm>
  );
}
