import { difficultyCreateSchema, difficultyUpdateSchema } from '@app/domain';
import { TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { SaveForm, useFormSave } from '../../app/ui/save-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { type Difficulty, useSaveDifficulty } from './api';
import { ScoreInput } from './score-input';

type Values = { difficulty: string; passingScore: number | string };
type Props = { item: Difficulty | null; onDone: () => void };

/** Level Difficulty: the name is set once; on edit only the passing score changes (part A §5). */
export function DifficultyForm({ item, onDone }: Props) {
  const text = useText();
  const form = useAppForm<Values>({
    mode: 'uncontrolled',
    initialValues: { difficulty: item?.difficulty ?? '', passingScore: item?.passingScore ?? '' },
    validate: schemaResolver(item ? difficultyUpdateSchema : difficultyCreateSchema, {
      sync: true,
    }),
  });
  const mutation = useSaveDifficulty(item?.id ?? null);

  const save = useFormSave(
    form,
    mutation,
    (values) => ({ difficulty: values.difficulty, passingScore: Number(values.passingScore) }),
    onDone,
  );

  return (
    <SaveForm save={save} onCancel={onDone}>
      <TextInput
        label={text('console.settings.difficulties.difficulty')}
        required={!item}
        readOnly={Boolean(item)}
        variant={item ? 'filled' : 'default'}
        data-autofocus={item ? undefined : true}
        key={form.key('difficulty')}
        {...form.getInputProps('difficulty')}
      />
      <ScoreInput
        label={text('console.settings.difficulties.passingScore')}
        data-autofocus={item ? true : undefined}
        key={form.key('passingScore')}
        {...form.getInputProps('passingScore')}
      />
    </SaveForm>
  );
}
