import { characterUpdateSchema, levelMessages } from '@app/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { applyApiError } from '../../app/ui/api-form-error';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { useRenameCharacter } from './api';
import { characterLabel } from './labels';

type Props = { eventId: string; character: { key: string; name: string } };

/**
 * One character's name, edited in its row: Enter or Save sends it; the server's refusal sits
 * under the field. Save waits until the name differs from the stored one.
 */
export function CharacterNameForm({ eventId, character }: Props) {
  const text = useText();
  const form = useAppForm<{ name: string }>({
    initialValues: { name: character.name },
    validate: schemaResolver(characterUpdateSchema, { sync: true }),
  });
  const rename = useRenameCharacter(eventId, character.key);
  const label = characterLabel(character.key);
  const isChanged = form.getValues().name.trim() !== character.name;

  const submit = form.onSubmit(({ name }) => {
    rename.mutate(name, {
      onSuccess: (saved) => {
        // As stored (the server may tidy it); Save waits for the next change.
        form.setValues({ name: saved.name });
        notifications.show({ color: 'green', message: levelMessages.characterSaved });
      },
      onError: (error) => {
        const message = applyApiError(form, error);
        // A refusal without a field of its own still belongs to this row's name.
        if (message) {
          form.setFieldError('name', message);
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={text('console.levels.characters.nameOf', { character: label })}
          size="xs"
          style={{ flex: 1 }}
          miw={140}
          {...form.getInputProps('name')}
        />
        <Button
          type="submit"
          size="xs"
          variant="light"
          loading={rename.isPending}
          disabled={!isChanged}
          aria-label={text('console.levels.characters.saveNameOf', { character: label })}
        >
          {text('console.levels.characters.save')}
        </Button>
      </Group>
    </form>
  );
}
