import { Group, Progress, Stack, Text } from '@mantine/core';
import { SectionCard } from '../../app/ui/section-card';
import type { ParticipantPlays } from './api';

type Props = { competencies: ParticipantPlays['competencies'] };

/** Part B §9's competency percentages; the server has already rounded them. */
export function PlaysCompetencies({ competencies }: Props) {
  return (
    <SectionCard title="Competencies">
      {competencies.length === 0 ? (
        <Text size="sm" c="dimmed">
          This game scores no competencies.
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
