import { Badge, Box, Group } from '@mantine/core';
import { IconBan, IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../app/dates';
import { type Column, DataTable } from '../../app/ui/data-table';
import { IconAction } from '../../app/ui/icon-action';
import type { CandidateRow } from './api';
import { candidateLabel, cityLabel, experienceLabel, genderLabel } from './labels';
import type { CandidateActions } from './use-candidate-actions';

const noWrap = { style: { whiteSpace: 'nowrap' } } as const;
const dash = (text: string) => text || '–';

const columns: Column<CandidateRow>[] = [
  { header: 'Name', cell: (c) => c.name, td: { fw: 500, ...noWrap } },
  { header: 'Email', cell: (c) => c.email, td: noWrap },
  { header: 'Phone', cell: (c) => dash(c.phone), td: noWrap },
  { header: 'Gender', cell: (c) => dash(genderLabel(c.gender)) },
  { header: 'Age', cell: (c) => c.age, align: 'right' },
  { header: 'City', cell: (c) => dash(cityLabel(c.currentCity)), td: noWrap },
  { header: 'Degree', cell: (c) => dash(c.lastDegree), td: noWrap },
  { header: 'University', cell: (c) => dash(c.universityName), td: noWrap },
  { header: 'CGPA', cell: (c) => c.cgpa.toFixed(2), align: 'right' },
  { header: 'Experience', cell: (c) => dash(experienceLabel(c.yearsOfExperience)), td: noWrap },
  {
    header: 'Shortlisted',
    cell: (c) => (
      <Badge variant="light" color={c.shortlisted ? 'green' : 'gray'}>
        {c.shortlisted ? 'Shortlisted' : 'No'}
      </Badge>
    ),
  },
  // Dates may break after the comma, so the whole row still fits a 1440 px screen.
  { header: 'Submitted', cell: (c) => formatDateTime(c.submittedAt), td: { miw: 80 } },
];

type Props = {
  items: CandidateRow[];
  /** Null for a read-only report (the super admin on another account's event). */
  actions: CandidateActions | null;
  onView: (candidate: CandidateRow) => void;
  /** The rows of the page before, kept on screen while the next one loads. */
  dimmed: boolean;
};

/** Part B §2's candidate table: who applied, and view, shortlist and delete per row. */
export function CandidateTable({ items, actions, onView, dimmed }: Props) {
  return (
    <Box style={{ opacity: dimmed ? 0.6 : 1 }}>
      <DataTable
        label="Candidates"
        items={items}
        minWidth={actions ? 1320 : 1220}
        columns={columns}
        rowKey={(c) => c.id}
        actionsWidth={actions ? 150 : 60}
        actions={(c) => {
          const label = candidateLabel(c);
          const deleting = actions?.isDeleting(c.id) ?? false;
          const shortlisting = actions?.isShortlisting(c.id) ?? false;
          return (
            <Group gap={0} wrap="nowrap" justify="flex-end">
              <IconAction
                label={`View ${label}`}
                icon={<IconEye size={18} />}
                onClick={() => onView(c)}
              />
              {actions && !c.shortlisted ? (
                <IconAction
                  label={`Shortlist ${label}`}
                  icon={<IconCheck size={18} />}
                  color="green"
                  onClick={() => actions.onShortlist(c, true)}
                  loading={shortlisting}
                  disabled={deleting}
                />
              ) : null}
              {actions && c.shortlisted ? (
                <IconAction
                  label={`Remove ${label} from shortlist`}
                  icon={<IconBan size={18} />}
                  color="orange"
                  onClick={() => actions.onShortlist(c, false)}
                  loading={shortlisting}
                  disabled={deleting}
                />
              ) : null}
              {actions ? (
                <IconAction
                  label={`Delete ${label}`}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => actions.onDelete(c)}
                  loading={deleting}
                  disabled={shortlisting}
                />
              ) : null}
            </Group>
          );
        }}
      />
    </Box>
  );
}
