import { characterUpdateSchema } from '@app/domain';
import { TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { SaveForm, useFormSave } from '../../app/ui/save-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { type Character, useSaveCharacter } from './api';

type Props = { item: Character; onDone: () => void };

/** The name players see for one character; the key is read-only (part A §5). */
export function CharacterForm({ item, onDone }: Props) {
  const text = useText();
  const form = useAppForm<{ name: string }>({
    mode: 'uncontrolled',
    initialValues: { name: item.name },
    validate: schemaResolver(characterUpdateSchema, { sync: true }),
  });
  const mutation = useSaveCharacter(item.key);

  const save = useFormSave(form, mutation, (values) => values.name, onDone);

  return (
    <SaveForm save={save} onCancel={onDone}>
      <TextInput
        label={text('console.settings.characters.key')}
        value={item.key}
        readOnly
        variant="filled"
      />
      <TextInput
        label={text('console.settings.characters.name')}
        required
        data-autofocus
        key={form.key('name')}
        {...form.getInputProps('name')}
      />
    </SaveForm>
  );
}
