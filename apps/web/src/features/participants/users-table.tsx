import { type Participant, trackingLabels } from '@app/domain';
import { Anchor, Badge, Group, Loader, Switch, Table, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../app/dates';
import { formatNumber } from '../../app/format';
import { IconAction } from '../../app/ui/icon-action';
import { PagedTable } from '../../app/ui/paged-table';
import { useText } from '../../i18n/language-switch';
import { ParticipantPrivacyMenu } from '../privacy/participant-privacy-menu';
import { ExpiryCell } from './expiry-cell';
import { type AreaLabels, editUserPath, playsPath } from './labels';
import { trackingColors } from './tracking-bar';

export type RowActions = {
  isDeleting: (id: string) => boolean;
  /** The value being saved while a toggle is on its way, else undefined. */
  pendingActive: (id: string) => boolean | undefined;
  onDelete: (participant: Participant) => void;
  onToggle: (participant: Participant, isActive: boolean) => void;
};

type Props = {
  items: Participant[];
  labels: AreaLabels;
  /** Null for a read-only list (the super admin on another account's event). */
  actions: RowActions | null;
  dimmed: boolean;
};

/** Two people may share a name, so the row's controls are named by name and e-mail. */
export const personLabel = (p: Participant) => `${p.name} (${p.email})`;

/** The invitation's current state; the title says when it got there. */
function InvitationBadge({ p }: { p: Participant }) {
  const { state } = p.tracking;
  const text = useText();
  const at = p.tracking[`${state}At`];
  return (
    <Badge
      display="block"
      w="fit-content"
      mt={2}
      size="xs"
      variant="light"
      color={trackingColors[state]}
      title={at ? `${trackingLabels[state]} ${formatDateTime(at)}` : undefined}
    >
      <VisuallyHidden>{text('console.participants.list.invitation')} </VisuallyHidden>
      {trackingLabels[state]}
    </Badge>
  );
}

type RowProps = { p: Participant; actions: RowActions | null };

function Row({ p, actions }: RowProps) {
  const text = useText();
  const navigate = useNavigate();
  const deleting = actions?.isDeleting(p.id) ?? false;
  const pending = actions?.pendingActive(p.id);
  const toggling = pending !== undefined;
  return (
    <Table.Tr>
      <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
        <Anchor
          component={Link}
          to={playsPath(p.eventId, p.id)}
          aria-label={text('console.participants.list.played', { person: personLabel(p) })}
          fw={500}
          size="sm"
        >
          {p.name}
        </Anchor>
        <InvitationBadge p={p} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.department || '–'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.region || '–'}</Table.Td>
      <Table.Td ta="right">{p.currentLevel}</Table.Td>
      <Table.Td ta="right">{formatNumber(p.currentScore)}</Table.Td>
      <Table.Td ta="right">{p.attempts}</Table.Td>
      <Table.Td>
        {text(
          p.completedOnce ? 'console.participants.common.yes' : 'console.participants.common.no',
        )}
      </Table.Td>
      {/* Dates may break after the comma, so the whole row still fits a 1440 px screen. */}
      <Table.Td miw={80}>{formatDateTime(p.lastUpdated)}</Table.Td>
      <Table.Td miw={80}>
        <ExpiryCell participant={p} />
      </Table.Td>
      <Table.Td>
        {actions ? (
          <Switch
            aria-label={text('console.participants.list.activeToggle', { person: personLabel(p) })}
            checked={pending ?? p.isActive}
            disabled={toggling || deleting}
            thumbIcon={toggling ? <Loader size={8} color="gray" aria-hidden /> : undefined}
            onChange={(event) => actions.onToggle(p, event.currentTarget.checked)}
          />
        ) : (
          <Badge variant="light" color={p.isActive ? 'green' : 'gray'}>
            {text(
              p.isActive
                ? 'console.participants.list.active'
                : 'console.participants.list.inactive',
            )}
          </Badge>
        )}
      </Table.Td>
      {actions ? (
        <Table.Td ta="right">
          <Group gap={0} wrap="nowrap" justify="flex-end">
            <IconAction
              label={text('console.participants.list.edit', { person: personLabel(p) })}
              icon={<IconPencil size={18} />}
              onClick={() => void navigate(editUserPath(p.id))}
              disabled={deleting}
            />
            <IconAction
              label={text('console.participants.list.delete', { person: personLabel(p) })}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={() => actions.onDelete(p)}
              loading={deleting}
            />
            <ParticipantPrivacyMenu p={p} label={personLabel(p)} />
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** Part A §3's candidate columns, ordered by current score on the server. */
export function UsersTable({ items, labels, actions, dimmed }: Props) {
  const text = useText();
  return (
    // Long headers wrap onto two lines so the whole row fits a 1440 px screen; narrower ones scroll.
    <PagedTable
      minWidth={actions ? 1090 : 960}
      dimmed={dimmed}
      headStyle={{ verticalAlign: 'bottom' }}
      head={
        <>
          <Table.Th>{text('console.participants.list.columns.name')}</Table.Th>
          <Table.Th>{text('console.participants.list.columns.email')}</Table.Th>
          <Table.Th>{labels.department}</Table.Th>
          <Table.Th>{labels.region}</Table.Th>
          <Table.Th ta="right">{text('console.participants.list.columns.currentLevel')}</Table.Th>
          <Table.Th ta="right">{text('console.participants.list.columns.currentScore')}</Table.Th>
          <Table.Th ta="right">{text('console.participants.list.columns.attempts')}</Table.Th>
          <Table.Th>{text('console.participants.list.columns.completedOnce')}</Table.Th>
          <Table.Th>{text('console.participants.list.columns.lastUpdated')}</Table.Th>
          <Table.Th>{text('console.participants.list.columns.expiry')}</Table.Th>
          <Table.Th>{text('console.participants.list.columns.active')}</Table.Th>
          {actions ? (
            <Table.Th ta="right">{text('console.participants.list.columns.actions')}</Table.Th>
          ) : null}
        </>
      }
    >
      {items.map((p) => (
        <Row key={p.id} p={p} actions={actions} />
      ))}
    </PagedTable>
  );
}
