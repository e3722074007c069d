import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../app/dates';
import { IconAction } from '../../app/ui/icon-action';
import { PagedTable } from '../../app/ui/paged-table';
import { useText } from '../../i18n/language-switch';
import type { CandidateRow } from './api';
import { candidateLabel, cityLabel, experienceLabel, genderLabel } from './labels';
import type { CandidateActions } from './use-candidate-actions';

type Props = {
  items: CandidateRow[];
  /** Null for a read-only report (the super admin on another account's event). */
  actions: CandidateActions | null;
  onView: (candidate: CandidateRow) => void;
  /** The rows of the page before, kept on screen while the next one loads. */
  dimmed: boolean;
};

const dash = (text: string) => text || '–';
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The actions stay in view while the table scrolls sideways on a phone (as DataTable's do). */
const stickyActions = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-6px 0 6px -6px var(--mantine-color-gray-4)',
} as const;

function RowActions({ c, actions, onView }: { c: CandidateRow } & Omit<Props, 'items' | 'dimmed'>) {
  const text = useText();
  const named = { candidate: candidateLabel(c) };
  const deleting = actions?.isDeleting(c.id) ?? false;
  const shortlisting = actions?.isShortlisting(c.id) ?? false;
  let shortlist: ReactNode = null;
  if (actions) {
    shortlist = c.shortlisted ? (
      <IconAction
        label={text('console.candidates.table.removeFromShortlist', named)}
        icon={<IconBan size={18} />}
        color="orange"
        onClick={() => actions.onShortlist(c, false)}
        loading={shortlisting}
        disabled={deleting}
      />
    ) : (
      <IconAction
        label={text('console.candidates.table.shortlist', named)}
        icon={<IconCheck size={18} />}
        color="green"
        onClick={() => actions.onShortlist(c, true)}
        loading={shortlisting}
        disabled={deleting}
      />
    );
  }
  return (
    <Group gap={0} wrap="nowrap" justify="flex-end">
      <IconAction
        label={text('console.candidates.table.view', named)}
        icon={<IconEye size={18} />}
        onClick={() => onView(c)}
      />
      {shortlist}
      {actions ? (
        <IconAction
          label={text('console.candidates.table.delete', named)}
          icon={<IconTrash size={18} />}
          color="red"
          onClick={() => actions.onDelete(c)}
          loading={deleting}
          disabled={shortlisting}
        />
      ) : null}
    </Group>
  );
}

/**
 * Part B §2's candidate table: who applied, and view, shortlist and delete per row. The name
 * and e-mail share a cell, and long headers, degrees and dates wrap, so a whole row fits a
 * 1440 px screen; narrower ones scroll sideways with the actions kept in view.
 */
export function CandidateTable({ items, actions, onView, dimmed }: Props) {
  const text = useText();
  return (
    <PagedTable
      minWidth={actions ? 1000 : 940}
      dimmed={dimmed}
      headStyle={{ verticalAlign: 'bottom' }}
      head={
        <>
          <Table.Th>{text('console.candidates.table.nameEmail')}</Table.Th>
          <Table.Th>{text('console.candidates.table.phone')}</Table.Th>
          <Table.Th>{text('console.candidates.table.gender')}</Table.Th>
          <Table.Th ta="right">{text('console.candidates.table.age')}</Table.Th>
          <Table.Th>{text('console.candidates.table.city')}</Table.Th>
          <Table.Th>{text('console.candidates.table.degree')}</Table.Th>
          <Table.Th>{text('console.candidates.table.university')}</Table.Th>
          <Table.Th ta="right">{text('console.candidates.table.cgpa')}</Table.Th>
          <Table.Th>{text('console.candidates.table.experience')}</Table.Th>
          <Table.Th>{text('console.candidates.table.shortlisted')}</Table.Th>
          <Table.Th>{text('console.candidates.table.submitted')}</Table.Th>
          <Table.Th ta="right" style={stickyActions}>
            {text('console.candidates.table.actions')}
          </Table.Th>
        </>
      }
    >
      {items.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed" style={noWrap}>
                {c.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={noWrap}>{dash(c.phone)}</Table.Td>
          <Table.Td>{dash(genderLabel(c.gender))}</Table.Td>
          <Table.Td ta="right">{c.age}</Table.Td>
          <Table.Td>{dash(cityLabel(c.currentCity, text))}</Table.Td>
          <Table.Td miw={90}>{dash(c.lastDegree)}</Table.Td>
          <Table.Td>{dash(c.universityName)}</Table.Td>
          <Table.Td ta="right">{c.cgpa.toFixed(2)}</Table.Td>
          <Table.Td style={noWrap}>{dash(experienceLabel(c.yearsOfExperience, text))}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={c.shortlisted ? 'green' : 'gray'}>
              {c.shortlisted
                ? text('console.candidates.table.yes')
                : text('console.candidates.table.no')}
            </Badge>
          </Table.Td>
          {/* Dates may break after the comma. */}
          <Table.Td miw={80}>{formatDateTime(c.submittedAt)}</Table.Td>
          <Table.Td ta="right" style={{ ...stickyActions, whiteSpace: 'nowrap' }}>
            <RowActions c={c} actions={actions} onView={onView} />
          </Table.Td>
        </Table.Tr>
      ))}
    </PagedTable>
  );
}
