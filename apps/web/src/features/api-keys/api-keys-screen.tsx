import { type ApiKey, apiKeyMessages } from '@app/domain';
import {
  Badge,
  Button,
  Code,
  EmptyState,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { formatDateTime } from '../../app/dates';
import { usePageTitle } from '../../app/page-title';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { useApiKeys, useRevokeApiKey } from './api';
import { CreateKeyModal } from './create-key-modal';

/**
 * /admin/api-keys: the account's keys for its ATS or HR system. A key's secret is shown once,
 * when it is created; the list names each key by its name and prefix.
 */
export function ApiKeysScreen() {
  usePageTitle(apiKeyMessages.title);
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);

  const confirmRevoke = (key: ApiKey) =>
    modals.openConfirmModal({
      title: apiKeyMessages.revokeTitle,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            <strong>{key.name}</strong> (<Code>{key.prefix}</Code>)
          </Text>
          <Text size="sm">{apiKeyMessages.revokeBody}</Text>
        </Stack>
      ),
      labels: { confirm: apiKeyMessages.revoke, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `API key "${key.name}" revoked` }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: `API key "${key.name}" could not be revoked`,
              message: errorMessage(error),
            }),
        }),
    });

  let content: ReactNode;
  if (query.isPending) {
    content = <QueryLoader noun="API keys" size="md" />;
  } else if (query.isError) {
    content = <QueryError query={query} noun="API keys" />;
  } else if (query.data.keys.length === 0) {
    content = (
      <EmptyState icon={<IconKey />} withIndicatorBackground description={apiKeyMessages.empty} />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Key</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.keys.map((key) => (
              <KeyRow
                key={key.id}
                apiKey={key}
                onRevoke={() => confirmRevoke(key)}
                revoking={revoke.isPending && revoke.variables === key.id}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Title order={1} size="h2">
            {apiKeyMessages.title}
          </Title>
          <Text c="dimmed" size="sm">
            {apiKeyMessages.intro}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {apiKeyMessages.create}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {content}
      </Paper>
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function KeyRow({
  apiKey,
  onRevoke,
  revoking,
}: {
  apiKey: ApiKey;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <Table.Tr c={revoked ? 'dimmed' : undefined}>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {apiKey.name}
        </Text>
        {apiKey.createdBy ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {apiKey.createdBy}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Code>{apiKey.prefix}…</Code>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatDateTime(apiKey.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : apiKeyMessages.neverUsed}
        </Text>
      </Table.Td>
      <Table.Td>
        {revoked && apiKey.revokedAt ? (
          <Stack gap={2}>
            <Badge color="gray" variant="light">
              {apiKeyMessages.revoked}
            </Badge>
            <Text size="xs">{formatDateTime(apiKey.revokedAt)}</Text>
          </Stack>
        ) : (
          <Badge color="teal" variant="light">
            {apiKeyMessages.active}
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {revoked ? null : (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={onRevoke}
            loading={revoking}
            aria-label={`${apiKeyMessages.revoke} ${apiKey.name}`}
          >
            {apiKeyMessages.revoke}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
