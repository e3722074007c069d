import { Group, Progress, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../app/ui/section-card';
import { useText } from '../../i18n/language-switch';
import type { ParticipantPlays } from './api';

type Props = { competencies: ParticipantPlays['competencies'] };

/** Part B §9's competency percentages; the server has already rounded them. */
export function PlaysCompetencies({ competencies }: Props) {
  const text = useText();
  return (
    <SectionCard title={text('console.participants.plays.competencies.title')}>
      {competencies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {text('console.participants.plays.competencies.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {competencies.map(({ competency, percentage }) => (
            <div key={competency}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{competency}</Text>
                <Text size="sm" fw={600}>
                  {percentage}%
                </Text>
              </Group>
              <Progress value={percentage} aria-label={competency} />
            </div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
