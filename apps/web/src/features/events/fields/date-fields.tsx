import { SimpleGrid, TextInput } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

export type DateValues = { launchDate: string; closingDate: string };

type Props = { value: DateValues; onChange: (value: DateValues) => void; today: string };

/**
 * Launch and closing dates (part B §5): launch from today; closing stays disabled until a
 * launch date is chosen and cannot be before it. Native date inputs give every browser a
 * keyboard-usable picker and the YYYY-MM-DD value the API takes.
 */
export function DateFields({ value, onChange, today }: Props) {
  const text = useText();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} maw={520}>
      <TextInput
        type="date"
        label={text('console.events.dates.launchDate')}
        min={today}
        value={value.launchDate}
        onChange={(event) => onChange({ ...value, launchDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={text('console.events.dates.closingDate')}
        min={value.launchDate || today}
        disabled={!value.launchDate}
        description={value.launchDate ? undefined : text('console.events.dates.launchFirst')}
        value={value.closingDate}
        onChange={(event) => onChange({ ...value, closingDate: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
