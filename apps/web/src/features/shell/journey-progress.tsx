import { Group, Progress, Stack, Text } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import { useJourneyProgress } from '../events/use-journey-progress';

/** The wizard's '% to complete' bar (part A §2, part B §4). */
export function JourneyProgress({ layout = 'inline' }: { layout?: 'inline' | 'block' }) {
  const text = useText();
  const percent = useJourneyProgress();
  const toComplete = text('console.shell.journey.toComplete', { percent });
  const bar = (
    // The value's text belongs on the bar itself (the section with role progressbar).
    <Progress.Root w={layout === 'inline' ? 160 : '100%'} size="md">
      <Progress.Section
        value={percent}
        aria-label={text('console.shell.journey.label')}
        aria-valuetext={toComplete}
      />
    </Progress.Root>
  );
  const label = (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {toComplete}
    </Text>
  );
  if (layout === 'block') {
    return (
      <Stack gap={4} style={{ flex: 1 }}>
        {label}
        {bar}
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {bar}
      {label}
    </Group>
  );
}
