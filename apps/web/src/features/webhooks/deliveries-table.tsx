import { type WebhookDelivery, webhookMessages } from '@app/domain';
import {
  Badge,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { formatDateTime } from '../../app/dates';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { DELIVERIES_PAGE_SIZE, useResendWebhookDelivery, useWebhookDeliveries } from './api';

const statusColor = { pending: 'yellow', succeeded: 'teal', failed: 'red' } as const;

/** One endpoint's deliveries, newest first, each with a Re-send button. */
export function DeliveriesTable({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const query = useWebhookDeliveries(endpointId, page);
  const resend = useResendWebhookDelivery(endpointId);

  if (query.isPending) {
    return <QueryLoader noun="deliveries" size="sm" />;
  }
  if (query.isError) {
    return <QueryError query={query} noun="deliveries" />;
  }
  if (query.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {webhookMessages.noDeliveries}
      </Text>
    );
  }
  const pages = Math.ceil(query.data.total / DELIVERIES_PAGE_SIZE);
  const send = (delivery: WebhookDelivery) =>
    resend.mutate(delivery.id, {
      onSuccess: () => notifications.show({ color: 'green', message: webhookMessages.resent }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'The delivery could not be re-sent',
          message: errorMessage(error),
        }),
    });
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" fz="sm">
          <Table.Caption>{webhookMessages.deliveries}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last answer</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{delivery.eventType}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[delivery.status]} variant="light">
                    {delivery.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm" title={delivery.lastResponse ?? delivery.lastError ?? undefined}>
                    {delivery.lastStatusCode ?? (delivery.lastError ? 'Error' : '—')}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => send(delivery)}
                    loading={resend.isPending && resend.variables === delivery.id}
                    aria-label={`${webhookMessages.resend} ${delivery.eventType} ${formatDateTime(delivery.createdAt)}`}
                  >
                    {webhookMessages.resend}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
