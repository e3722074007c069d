import { type ApiKey, apiKeyMessages } from '@app/domain';
import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../app/dates';
import { TableHead } from '../../app/ui/table-head';
import { usePhone } from '../../app/ui/use-phone';
import { useText } from '../../i18n/language-switch';

type Props = {
  keys: ApiKey[];
  onRevoke: (key: ApiKey) => void;
  isRevoking: (keyId: string) => boolean;
};

/** The account's keys: a table on wide screens, cards on a phone. */
export function KeyList(props: Props) {
  const narrow = usePhone();
  return narrow ? <KeyCards {...props} /> : <KeyTable {...props} />;
}

function KeyTable({ keys, onRevoke, isRevoking }: Props) {
  const text = useText();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHead
          headers={[
            text('console.apiKeys.list.name'),
            text('console.apiKeys.list.key'),
            text('console.apiKeys.list.created'),
            text('console.apiKeys.list.lastUsed'),
            text('console.apiKeys.list.status'),
          ]}
        />
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.id} c={key.revokedAt ? 'dimmed' : undefined}>
              <Table.Td>
                <NameAndCreator apiKey={key} />
              </Table.Td>
              <Table.Td>
                <Code>{key.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(key.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{lastUsed(key)}</Text>
              </Table.Td>
              <Table.Td>
                <Status apiKey={key} />
              </Table.Td>
              <Table.Td ta="right">
                <RevokeButton apiKey={key} onRevoke={onRevoke} revoking={isRevoking(key.id)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function KeyCards({ keys, onRevoke, isRevoking }: Props) {
  const text = useText();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {keys.map((key) => (
        <Paper
          key={key.id}
          component="li"
          withBorder
          p="sm"
          c={key.revokedAt ? 'dimmed' : undefined}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <NameAndCreator apiKey={key} />
              <Status apiKey={key} end />
            </Group>
            <Code style={{ alignSelf: 'flex-start' }}>{key.prefix}…</Code>
            <SimpleGrid cols={2} spacing="xs">
              <Field
                label={text('console.apiKeys.list.created')}
                value={formatDateTime(key.createdAt)}
              />
              <Field label={text('console.apiKeys.list.lastUsed')} value={lastUsed(key)} />
            </SimpleGrid>
            <Group justify="flex-end">
              <RevokeButton apiKey={key} onRevoke={onRevoke} revoking={isRevoking(key.id)} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function lastUsed(key: ApiKey): string {
  return key.lastUsedAt ? formatDateTime(key.lastUsedAt) : apiKeyMessages.neverUsed;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function NameAndCreator({ apiKey }: { apiKey: ApiKey }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {apiKey.name}
      </Text>
      {apiKey.createdBy ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {apiKey.createdBy}
        </Text>
      ) : null}
    </div>
  );
}

/** On a card the status sits at the right edge, in the table at its column's start. */
function Status({ apiKey, end = false }: { apiKey: ApiKey; end?: boolean }) {
  if (!apiKey.revokedAt) {
    return (
      <Badge color="teal" variant="light">
        {apiKeyMessages.active}
      </Badge>
    );
  }
  return (
    <Stack gap={2} align={end ? 'flex-end' : 'flex-start'}>
      <Badge color="gray" variant="light">
        {apiKeyMessages.revoked}
      </Badge>
      <Text size="xs">{formatDateTime(apiKey.revokedAt)}</Text>
    </Stack>
  );
}

function RevokeButton({
  apiKey,
  onRevoke,
  revoking,
}: {
  apiKey: ApiKey;
  onRevoke: (key: ApiKey) => void;
  revoking: boolean;
}) {
  if (apiKey.revokedAt) {
    return null;
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={() => onRevoke(apiKey)}
      loading={revoking}
      aria-label={`${apiKeyMessages.revoke} ${apiKey.name}`}
    >
      {apiKeyMessages.revoke}
    </Button>
  );
}
