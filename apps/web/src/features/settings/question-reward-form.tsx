import { questionRewardUpdateSchema } from '@app/domain';
import { TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { SaveForm, useFormSave } from '../../app/ui/save-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { type QuestionReward, useSaveQuestionReward } from './api';
import { ScoreInput } from './score-input';

type Props = { item: QuestionReward; onDone: () => void };

/** The reward of one question type; the type itself is read-only (part A §5). */
export function QuestionRewardForm({ item, onDone }: Props) {
  const text = useText();
  const form = useAppForm<{ value: number | string }>({
    mode: 'uncontrolled',
    initialValues: { value: item.value },
    validate: schemaResolver(questionRewardUpdateSchema, { sync: true }),
  });
  const mutation = useSaveQuestionReward(item.type);

  const save = useFormSave(form, mutation, (values) => Number(values.value), onDone);

  return (
    <SaveForm save={save} onCancel={onDone}>
      <TextInput
        label={text('console.settings.questionRewards.type')}
        value={item.type}
        readOnly
        variant="filled"
      />
      <ScoreInput
        label={text('console.settings.questionRewards.value')}
        data-autofocus
        key={form.key('value')}
        {...form.getInputProps('value')}
      />
    </SaveForm>
  );
}
