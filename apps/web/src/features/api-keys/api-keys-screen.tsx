import { type ApiKey, apiKeyMessages } from '@app/domain';
import { Button, Code, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { useText } from '../../i18n/language-switch';
import { useApiKeys, useRevokeApiKey } from './api';
import { CreateKeyModal } from './create-key-modal';
import { GreenhouseCard } from './greenhouse-card';
import { KeyList } from './key-list';

/**
 * /admin/api-keys: the account's keys for its ATS or HR system. A key's secret is shown once,
 * when it is created; the list names each key by its name and prefix.
 */
export function ApiKeysScreen() {
  const text = useText();
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
      labels: { confirm: apiKeyMessages.revoke, cancel: text('console.apiKeys.screen.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: text('console.apiKeys.screen.revoked', { name: key.name }),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: text('console.apiKeys.screen.revokeFailed', { name: key.name }),
              message: errorMessage(error),
            }),
        }),
    });

  let content: ReactNode;
  if (query.isPending) {
    content = <QueryLoader noun={text('console.apiKeys.screen.noun')} size="md" />;
  } else if (query.isError) {
    content = <QueryError query={query} noun={text('console.apiKeys.screen.noun')} />;
  } else if (query.data.keys.length === 0) {
    content = (
      <EmptyState icon={<IconKey />} withIndicatorBackground description={apiKeyMessages.empty} />
    );
  } else {
    content = (
      <KeyList
        keys={query.data.keys}
        onRevoke={confirmRevoke}
        isRevoking={(keyId) => revoke.isPending && revoke.variables === keyId}
      />
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
      <GreenhouseCard />
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
