import { Group, Progress, Stack, Text } from '@mantine/core';
import { useJourneyProgress } from '../events/use-journey-progress';

/** The wizard's '% to complete' bar (part A §2, part B §4). */
export function JourneyProgress({ layout = 'inline' }: { layout?: 'inline' | 'block' }) {
  const percent = useJourneyProgress();
  const bar = (
    // The value's text belongs on the bar itself (the section with role progressbar).
    <Progress.Root w={layout === 'inline' ? 160 : '100%'} size="md">
      <Progress.Section
        value={percent}
        aria-label="Assessment journey progress"
        aria-valuetext={`${percent}% to complete`}
      />
    </Progress.Root>
  );
  const label = (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {percent}% to complete
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
