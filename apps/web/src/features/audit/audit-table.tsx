import { type AuditEntry, auditActionLabels, auditMessages, auditTargetLabels } from '@app/domain';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { PagedTable } from '../../app/ui/paged-table';
import { useText } from '../../i18n/language-switch';

type Props = {
  items: AuditEntry[];
  dimmed: boolean;
  /** The super admin's view: an Account column whose names filter the log. */
  onAccount?: (accountId: string) => void;
};

/** The entry's details as `key: value` pairs (counts, plans): flat scalars by rule. */
function detailsText(details: AuditEntry['details']): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

function Actor({ entry }: { entry: AuditEntry }) {
  const text = useText();
  if (entry.actorRole === 'system') {
    return <Text size="sm">{auditMessages.system}</Text>;
  }
  return (
    <Stack gap={2}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.actorEmail}
      </Text>
      {entry.actorRole === 'superAdmin' ? (
        <Text size="xs" c="grape" fw={600}>
          {text('console.audit.table.superAdmin')}
        </Text>
      ) : entry.actorRole === 'apiKey' ? (
        <Text size="xs" c="teal.9" fw={600}>
          {auditMessages.apiKey}
        </Text>
      ) : null}
    </Stack>
  );
}

function Account({ entry, onAccount }: { entry: AuditEntry; onAccount: (id: string) => void }) {
  const text = useText();
  const { accountId } = entry;
  if (!accountId) {
    return (
      <Text size="sm" c="dimmed">
        {auditMessages.noAccount}
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="left"
      onClick={() => onAccount(accountId)}
      title={text('console.audit.table.onlyThisAccount')}
    >
      {entry.companyName ?? auditMessages.deletedAccount}
    </Anchor>
  );
}

export function AuditTable({ items, dimmed, onAccount }: Props) {
  const text = useText();
  return (
    <PagedTable
      minWidth={onAccount ? 900 : 760}
      dimmed={dimmed}
      head={
        <>
          <Table.Th>{text('console.audit.table.time')}</Table.Th>
          <Table.Th>{text('console.audit.table.actor')}</Table.Th>
          {onAccount ? <Table.Th>{text('console.audit.table.account')}</Table.Th> : null}
          <Table.Th>{text('console.audit.table.action')}</Table.Th>
          <Table.Th>{text('console.audit.table.target')}</Table.Th>
          <Table.Th>{text('console.audit.table.ip')}</Table.Th>
        </>
      }
    >
      {items.map((entry) => {
        const details = detailsText(entry.details);
        return (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
            <Table.Td miw={180} maw={260}>
              <Actor entry={entry} />
            </Table.Td>
            {onAccount ? (
              <Table.Td>
                <Account entry={entry} onAccount={onAccount} />
              </Table.Td>
            ) : null}
            <Table.Td>
              <Text size="sm" fw={500}>
                {auditActionLabels[entry.action]}
              </Text>
              {details ? (
                <Text size="xs" c="dimmed">
                  {details}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{auditTargetLabels[entry.targetType]}</Text>
              <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {entry.targetId}
              </Text>
              {entry.eventId && entry.targetType !== 'event' ? (
                <Text size="xs" c="dimmed">
                  {text('console.audit.table.game', { id: entry.eventId })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm" ff="monospace" title={entry.requestId ?? undefined}>
                {entry.ip ?? '—'}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </PagedTable>
  );
}
