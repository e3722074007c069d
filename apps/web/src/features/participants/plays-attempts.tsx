import { countsOver } from '@app/domain';
import { Badge, Group, Table } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import type { ParticipantPlays } from './api';

export type PlayedLevel = ParticipantPlays['levels'][number];
type Attempt = PlayedLevel['attempts'][number];

/** The attempt the level's score comes from, by the player's own rule; never one not ended. */
function countedAttempt(attempts: Attempt[]): Attempt | null {
  let counted: Attempt | null = null;
  for (const attempt of attempts) {
    if (attempt.endedAt !== null && countsOver(attempt, counted)) {
      counted = attempt;
    }
  }
  return counted;
}

/** One level's attempts, oldest first, as the server lists them. */
export function PlaysAttempts({ level }: { level: PlayedLevel }) {
  const counted = countedAttempt(level.attempts);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing={4} withTableBorder aria-label={`Attempts at ${level.name}`}>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>Attempt</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
            <Table.Th>Passed</Table.Th>
            <Table.Th ta="right">Answers</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Ended</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {level.attempts.map((a) => {
            // An attempt left open (a closed tab) has no verdict yet.
            const ended = a.endedAt !== null;
            return (
              <Table.Tr key={a.attempt}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {a.attempt}
                    {a === counted ? (
                      <Badge size="xs" variant="light">
                        Counted
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(a.points)}</Table.Td>
                <Table.Td>{ended ? (a.passed ? 'Yes' : 'No') : '–'}</Table.Td>
                <Table.Td ta="right">{a.answers}</Table.Td>
                <Table.Td>{formatDateTime(a.startedAt)}</Table.Td>
                <Table.Td>{a.endedAt === null ? 'Not ended' : formatDateTime(a.endedAt)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
