import type { MessageKey } from '@app/domain';
import { Badge, Button, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { formatNumber } from '../../app/format';
import { SectionCard } from '../../app/ui/section-card';
import { useText } from '../../i18n/language-switch';
import { type PlayedLevel, PlaysAttempts } from './plays-attempts';

const KIND_LABELS: Record<PlayedLevel['kind'], MessageKey> = {
  numeric: 'console.participants.plays.levels.kind.numeric',
  mini: 'console.participants.plays.levels.kind.mini',
  cognitive: 'console.participants.plays.levels.kind.cognitive',
  aptitude: 'console.participants.plays.levels.kind.aptitude',
};

function status(level: PlayedLevel): { label: MessageKey; color: string } {
  if (level.passed) {
    return { label: 'console.participants.plays.levels.status.passed', color: 'green' };
  }
  return level.attempts.length > 0
    ? { label: 'console.participants.plays.levels.status.notPassed', color: 'red' }
    : { label: 'console.participants.plays.levels.status.notPlayed', color: 'gray' };
}

const COLUMNS = 6;

function LevelRow({ level, number }: { level: PlayedLevel; number: number }) {
  const text = useText();
  const [open, toggle] = useDisclosure(false);
  const attemptsId = useId();
  const { label, color } = status(level);
  const count = level.attempts.length;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <>
      <Table.Tr>
        <Table.Td ta="right">{number}</Table.Td>
        <Table.Td fw={500}>{level.name}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{text(KIND_LABELS[level.kind])}</Table.Td>
        <Table.Td>
          <Badge variant="light" color={color}>
            {text(label)}
          </Badge>
        </Table.Td>
        <Table.Td ta="right">{level.points === null ? '–' : formatNumber(level.points)}</Table.Td>
        <Table.Td ta="right">
          {count > 0 ? (
            // The name keeps the visible count (WCAG 2.5.3) and adds the level, so each is unique.
            <Button
              variant="subtle"
              size="compact-sm"
              rightSection={<Chevron size={14} />}
              aria-label={text('console.participants.plays.levels.attemptsAt', {
                count,
                level: level.name,
              })}
              aria-expanded={open}
              aria-controls={open ? attemptsId : undefined}
              onClick={toggle.toggle}
            >
              {count}
            </Button>
          ) : (
            0
          )}
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={attemptsId}>
          <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-default-hover)">
            <PlaysAttempts level={level} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/** The event's levels in map order, each with its counted score and the attempts behind it. */
export function PlaysLevels({ levels }: { levels: PlayedLevel[] }) {
  const text = useText();
  return (
    <SectionCard
      title={text('console.participants.plays.levels.title')}
      description={text('console.participants.plays.levels.description')}
    >
      <Table.ScrollContainer minWidth={560}>
        <Table
          verticalSpacing="xs"
          fz="sm"
          aria-label={text('console.participants.plays.levels.title')}
        >
          <Table.Thead style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              {/* The participant's level number: the map position, as Current Level counts. */}
              <Table.Th ta="right">
                {text('console.participants.plays.levels.columns.number')}
              </Table.Th>
              <Table.Th>{text('console.participants.plays.levels.columns.level')}</Table.Th>
              <Table.Th>{text('console.participants.plays.levels.columns.kind')}</Table.Th>
              <Table.Th>{text('console.participants.plays.levels.columns.status')}</Table.Th>
              <Table.Th ta="right">
                {text('console.participants.plays.levels.columns.countedScore')}
              </Table.Th>
              <Table.Th ta="right">
                {text('console.participants.plays.levels.columns.attempts')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((level, index) => (
              <LevelRow key={level.levelId} level={level} number={index + 1} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
