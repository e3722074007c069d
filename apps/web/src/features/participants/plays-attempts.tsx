import { countsOver } from '@app/domain';
import { Badge, Group, Table } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
  const counted = countedAttempt(level.attempts);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        fz="sm"
        verticalSpacing={4}
        withTableBorder
        aria-label={text('console.participants.plays.attempts.label', { level: level.name })}
      >
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th>{text('console.participants.plays.attempts.attempt')}</Table.Th>
            <Table.Th ta="right">{text('console.participants.plays.attempts.points')}</Table.Th>
            <Table.Th>{text('console.participants.plays.attempts.passed')}</Table.Th>
            <Table.Th ta="right">{text('console.participants.plays.attempts.answers')}</Table.Th>
            <Table.Th>{text('console.participants.plays.attempts.started')}</Table.Th>
            <Table.Th>{text('console.participants.plays.attempts.ended')}</Table.Th>
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
                        {text('console.participants.plays.attempts.counted')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatNumber(a.points)}</Table.Td>
                <Table.Td>
                  {ended
                    ? text(
                        a.passed
                          ? 'console.participants.common.yes'
                          : 'console.participants.common.no',
                      )
                    : '–'}
                </Table.Td>
                <Table.Td ta="right">{a.answers}</Table.Td>
                <Table.Td>{formatDateTime(a.startedAt)}</Table.Td>
                <Table.Td>
                  {a.endedAt === null
                    ? text('console.participants.plays.attempts.notEnded')
                    : formatDateTime(a.endedAt)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
