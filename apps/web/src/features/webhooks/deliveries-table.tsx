import { type WebhookDelivery, webhookMessages } from '@app/domain';
import { Badge, Button, Group, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { formatDateTime } from '../../app/dates';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { TableHead } from '../../app/ui/table-head';
import { usePhone } from '../../app/ui/use-phone';
import { useText } from '../../i18n/language-switch';
import { DELIVERIES_PAGE_SIZE, useResendWebhookDelivery, useWebhookDeliveries } from './api';

const statusColor = { pending: 'yellow', succeeded: 'teal', failed: 'red' } as const;

/** One endpoint's deliveries, newest first, each with a Re-send button. */
export function DeliveriesTable({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const text = useText();
  const query = useWebhookDeliveries(endpointId, page);
  const resend = useResendWebhookDelivery(endpointId);
  const narrow = usePhone();

  if (query.isPending) {
    return <QueryLoader noun={text('console.webhooks.deliveries.noun')} size="sm" />;
  }
  if (query.isError) {
    return <QueryError query={query} noun={text('console.webhooks.deliveries.noun')} />;
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
          title: text('console.webhooks.deliveries.resendFailed'),
          message: errorMessage(error),
        }),
    });
  const rowProps = (delivery: WebhookDelivery) => ({
    delivery,
    onResend: () => send(delivery),
    resending: resend.isPending && resend.variables === delivery.id,
  });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={`${endpointId}-deliveries`}>
        {webhookMessages.deliveries}
      </Text>
      {narrow ? (
        <Stack gap="xs" aria-labelledby={`${endpointId}-deliveries`}>
          {query.data.items.map((delivery) => (
            <DeliveryCard key={delivery.id} {...rowProps(delivery)} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" fz="sm" aria-labelledby={`${endpointId}-deliveries`}>
            <TableHead
              headers={[
                text('console.webhooks.deliveries.event'),
                text('console.webhooks.deliveries.status'),
                text('console.webhooks.deliveries.attempts'),
                text('console.webhooks.deliveries.lastAnswer'),
                text('console.webhooks.deliveries.time'),
              ]}
            />
            <Table.Tbody>
              {query.data.items.map((delivery) => (
                <DeliveryRow key={delivery.id} {...rowProps(delivery)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}

type RowProps = { delivery: WebhookDelivery; onResend: () => void; resending: boolean };

/** The endpoint's last HTTP status, else 'Error' when it could not be reached, else a dash. */
function useLastAnswer(d: WebhookDelivery): string | number {
  const text = useText();
  return d.lastStatusCode ?? (d.lastError ? text('console.webhooks.deliveries.error') : '—');
}
const detail = (d: WebhookDelivery) => d.lastResponse ?? d.lastError ?? undefined;

function ResendButton({ delivery, onResend, resending }: RowProps) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      onClick={onResend}
      loading={resending}
      aria-label={`${webhookMessages.resend} ${delivery.eventType} ${formatDateTime(delivery.createdAt)}`}
    >
      {webhookMessages.resend}
    </Button>
  );
}

function DeliveryRow(props: RowProps) {
  const { delivery } = props;
  const lastAnswer = useLastAnswer(delivery);
  return (
    <Table.Tr>
      <Table.Td>{delivery.eventType}</Table.Td>
      <Table.Td>
        <Badge color={statusColor[delivery.status]} variant="light">
          {delivery.status}
        </Badge>
      </Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td>
        <Text size="sm" title={detail(delivery)}>
          {lastAnswer}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</Table.Td>
      <Table.Td ta="right">
        <ResendButton {...props} />
      </Table.Td>
    </Table.Tr>
  );
}

function DeliveryCard(props: RowProps) {
  const text = useText();
  const { delivery } = props;
  const lastAnswer = useLastAnswer(delivery);
  return (
    <Paper withBorder p="xs">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {delivery.eventType}
          </Text>
          <Badge color={statusColor[delivery.status]} variant="light" style={{ flexShrink: 0 }}>
            {delivery.status}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" title={detail(delivery)}>
          {text('console.webhooks.deliveries.cardDetail', {
            attempts: String(delivery.attempts),
            answer: String(lastAnswer),
            time: formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt),
          })}
        </Text>
        <Group justify="flex-end">
          <ResendButton {...props} />
        </Group>
      </Stack>
    </Paper>
  );
}
