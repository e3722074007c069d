import {
  type AceGameKind,
  aceGameInputSchema,
  ENGINE_KINDS,
  ENGINE_LABELS,
  type EngineKind,
} from '@app/domain';
import { Select, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { aceGameLabels } from './ace-game-kinds';
import { type AceGame, useSaveAceGame } from './api';
import { LogoItemForm, useLogoItemSave } from './logo-item-form';
import { useLogoField } from './use-logo-field';

const engineOptions = ENGINE_KINDS.map((value) => ({ value, label: ENGINE_LABELS[value] }));

type Props = { kind: AceGameKind; game: AceGame | null; onDone: () => void };

/** A cognitive or aptitude game; its type follows from the tab it is added on. */
export function AceGameForm({ kind, game, onDone }: Props) {
  const text = useText();
  const logo = useLogoField(game?.image ?? null);
  const form = useAppForm<{ name: string; secondName: string; engine: EngineKind | null }>({
    mode: 'uncontrolled',
    initialValues: {
      name: game?.name ?? '',
      secondName: game?.secondName ?? '',
      engine: game?.engine ?? null,
    },
    validate: schemaResolver(aceGameInputSchema, { sync: true }),
  });
  const mutation = useSaveAceGame(kind, game?.id ?? null);
  const save = useLogoItemSave({ form, logo, mutation, toInput: (values) => values, onDone });

  return (
    <LogoItemForm
      form={form}
      save={save}
      logo={logo}
      logoLabel={text('console.catalog.aceGameForm.image')}
      onCancel={onDone}
      besideName={
        <TextInput
          label={text('console.catalog.aceGameForm.secondName')}
          key={form.key('secondName')}
          {...form.getInputProps('secondName')}
        />
      }
    >
      <TextInput
        label={text('console.catalog.aceGameForm.type')}
        value={text(aceGameLabels[kind].type)}
        readOnly
        variant="filled"
      />
      <Select
        label={text('console.catalog.aceGameForm.engine')}
        description={text('console.catalog.aceGameForm.engineHint')}
        placeholder={text('console.catalog.aceGameForm.enginePlaceholder')}
        clearable
        data={engineOptions}
        key={form.key('engine')}
        {...form.getInputProps('engine')}
      />
    </LogoItemForm>
  );
}
