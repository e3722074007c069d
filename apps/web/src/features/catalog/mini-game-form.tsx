import { availableTabNames, miniGameInputSchema } from '@app/domain';
import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { type MiniGame, useSaveMiniGame } from './api';
import { LogoItemForm, useLogoItemSave } from './logo-item-form';
import { useLogoField } from './use-logo-field';

type Values = {
  name: string;
  tabName: string | null;
  goalText: string;
  time: number | string;
  passingScore: number | string;
};

type Props = {
  game: MiniGame | null;
  /** Tab names of every mini game, this one's included. */
  usedTabNames: string[];
  onDone: () => void;
};

export function MiniGameForm({ game, usedTabNames, onDone }: Props) {
  const text = useText();
  const logo = useLogoField(game?.image ?? null);
  const form = useAppForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: game?.name ?? '',
      tabName: game?.tabName ?? null,
      goalText: game?.goalText ?? '',
      time: game?.time ?? '',
      passingScore: game?.passingScore ?? '',
    },
    validate: schemaResolver(miniGameInputSchema, { sync: true }),
  });
  const mutation = useSaveMiniGame(game?.id ?? null);
  const save = useLogoItemSave({
    form,
    logo,
    mutation,
    toInput: (values) => ({
      name: values.name,
      tabName: values.tabName ?? '',
      goalText: values.goalText,
      time: Number(values.time),
      passingScore: Number(values.passingScore),
    }),
    onDone,
  });
  // Part A §2: a tab another game uses is not offered; the game's own tab stays on edit.
  const tabNames = availableTabNames(usedTabNames, game?.tabName);

  return (
    <LogoItemForm
      form={form}
      save={save}
      logo={logo}
      onCancel={onDone}
      besideName={
        <Select
          label={text('console.catalog.miniGameForm.tabName')}
          required
          data={tabNames}
          allowDeselect={false}
          nothingFoundMessage={text('console.catalog.miniGameForm.allTabsUsed')}
          key={form.key('tabName')}
          {...form.getInputProps('tabName')}
        />
      }
    >
      <Textarea
        label={text('console.catalog.miniGameForm.objective')}
        required
        autosize
        minRows={2}
        maxRows={5}
        key={form.key('goalText')}
        {...form.getInputProps('goalText')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={text('console.catalog.miniGameForm.time')}
          description={text('console.catalog.miniGameForm.timeHint')}
          // Below the input, so both number fields' inputs stay on one line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          key={form.key('time')}
          {...form.getInputProps('time')}
        />
        <NumberInput
          label={text('console.catalog.miniGameForm.passingScore')}
          required
          min={0}
          allowDecimal={false}
          allowNegative={false}
          key={form.key('passingScore')}
          {...form.getInputProps('passingScore')}
        />
      </SimpleGrid>
    </LogoItemForm>
  );
}
