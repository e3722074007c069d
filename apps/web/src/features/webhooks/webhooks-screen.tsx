import { type WebhookEndpoint, webhookEventLabels, webhookMessages } from '@app/domain';
import { Badge, Button, Code, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { formatDateTime } from '../../app/dates';
import { usePageTitle } from '../../app/page-title';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { useText } from '../../i18n/language-switch';
import { AddEndpointModal } from './add-endpoint-modal';
import { useDeleteWebhookEndpoint, useWebhookEndpoints } from './api';
import { DeliveriesTable } from './deliveries-table';

/**
 * /admin/webhooks: where the account's ATS or HR system is told of completed levels, completed
 * games and applications. Each endpoint's deliveries show their attempts and last answer.
 */
export function WebhooksScreen() {
  const text = useText();
  usePageTitle(webhookMessages.title);
  const query = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const [adding, setAdding] = useState(false);

  const confirmDelete = (endpoint: WebhookEndpoint) =>
    modals.openConfirmModal({
      title: webhookMessages.deleteTitle,
      children: (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {webhookMessages.deleteConfirm(endpoint.url)}
        </Text>
      ),
      labels: { confirm: webhookMessages.delete, cancel: text('console.webhooks.screen.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(endpoint.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: text('console.webhooks.screen.deleted'),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: text('console.webhooks.screen.deleteFailed'),
              message: errorMessage(error),
            }),
        }),
    });

  let content: ReactNode;
  if (query.isPending) {
    content = <QueryLoader noun={text('console.webhooks.screen.noun')} size="md" />;
  } else if (query.isError) {
    content = <QueryError query={query} noun={text('console.webhooks.screen.noun')} />;
  } else if (query.data.items.length === 0) {
    content = (
      <Paper withBorder p="md">
        <EmptyState
          icon={<IconWebhook />}
          withIndicatorBackground
          description={webhookMessages.empty}
        />
      </Paper>
    );
  } else {
    content = query.data.items.map((endpoint) => (
      <EndpointCard
        key={endpoint.id}
        endpoint={endpoint}
        onDelete={() => confirmDelete(endpoint)}
        deleting={remove.isPending && remove.variables === endpoint.id}
      />
    ));
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Title order={1} size="h2">
            {webhookMessages.title}
          </Title>
          <Text c="dimmed" size="sm">
            {webhookMessages.intro}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {webhookMessages.add}
        </Button>
      </Group>
      {content}
      <AddEndpointModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

function EndpointCard({
  endpoint,
  onDelete,
  deleting,
}: {
  endpoint: WebhookEndpoint;
  onDelete: () => void;
  deleting: boolean;
}) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const deliveriesId = `deliveries-${endpoint.id}`;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{endpoint.url}</Code>
            <Group gap={6}>
              <Badge color={endpoint.active ? 'teal' : 'gray'} variant="light">
                {endpoint.active ? webhookMessages.active : webhookMessages.paused}
              </Badge>
              {endpoint.eventTypes.map((type) => (
                <Badge key={type} variant="outline" color="gray" title={webhookEventLabels[type]}>
                  {type}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {text('console.webhooks.screen.added', { time: formatDateTime(endpoint.createdAt) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              aria-controls={deliveriesId}
            >
              {open ? webhookMessages.hideDeliveries : webhookMessages.showDeliveries}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={onDelete}
              loading={deleting}
              aria-label={`${webhookMessages.delete} ${endpoint.url}`}
            >
              {webhookMessages.delete}
            </Button>
          </Group>
        </Group>
        {open ? (
          <div id={deliveriesId}>
            <DeliveriesTable endpointId={endpoint.id} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
