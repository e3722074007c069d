import { Badge, Button, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { formatNumber } from '../../app/format';
import { SectionCard } from '../../app/ui/section-card';
import { type PlayedLevel, PlaysAttempts } from './plays-attempts';

const KIND_LABELS: Record<PlayedLevel['kind'], string> = {
  numeric: 'Level',
  mini: 'Mini game',
  cognitive: 'Cognitive',
  aptitude: 'Aptitude',
};

function status(level: PlayedLevel) {
  if (level.passed) {
    return { label: 'Passed', color: 'green' };
  }
  return level.attempts.length > 0
    ? { label: 'Not passed', color: 'red' }
    : { label: 'Not played', color: 'gray' };
}

const COLUMNS = 6;

function LevelRow({ level, number }: { level: PlayedLevel; number: number }) {
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
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{KIND_LABELS[level.kind]}</Table.Td>
        <Table.Td>
          <Badge variant="light" color={color}>
            {label}
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
              aria-label={`${count} ${count === 1 ? 'attempt' : 'attempts'} at ${level.name}`}
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
  return (
    <SectionCard title="Levels" description="Open a level's attempts from its count.">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" fz="sm" aria-label="Levels">
          <Table.Thead style={{ whiteSpace: 'nowrap' }}>
            <Table.Tr>
              {/* The participant's level number: the map position, as Current Level counts. */}
              <Table.Th ta="right">No.</Table.Th>
              <Table.Th>Level</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Counted Score</Table.Th>
              <Table.Th ta="right">Attempts</Table.Th>
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
