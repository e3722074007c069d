import type { OutboxItem } from '@app/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconMailOpened, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { formatDateTime } from '../../app/dates';
import { usePageTitle } from '../../app/page-title';
import { TablePager } from '../../app/ui/table-pager';
import { useText } from '../../i18n/language-switch';
import { OUTBOX_PAGE_SIZE, useOutboxPage } from './api';

const statusColors: Record<OutboxItem['status'], string> = {
  pending: 'gray',
  sent: 'green',
  failed: 'red',
  logged: 'blue',
};

/** Only web links become anchors: a mail body is data, and `javascript:` must not run. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function OutboxRow({ item, onView }: { item: OutboxItem; onView: () => void }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</Table.Td>
      <Table.Td>{item.to}</Table.Td>
      <Table.Td>
        <Anchor component="button" type="button" size="sm" ta="left" onClick={onView}>
          {item.subject}
        </Anchor>
      </Table.Td>
      <Table.Td miw={100}>
        <Badge color={statusColors[item.status]} variant="light" style={{ overflow: 'visible' }}>
          {item.status}
        </Badge>
        {item.lastError ? (
          <Text size="xs" c="red" mt={4}>
            {item.lastError}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {item.links.map((link) =>
            isWebLink(link) ? (
              // Long token links are cut visually only: the full URL stays the accessible name.
              <Anchor
                key={link}
                href={link}
                target="_blank"
                rel="noreferrer"
                size="sm"
                title={link}
                truncate="end"
                maw={360}
                display="block"
              >
                {link}
              </Anchor>
            ) : (
              <Text key={link} size="sm" style={{ wordBreak: 'break-all' }}>
                {link}
              </Text>
            ),
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Super admin: every e-mail the platform sent or logged, so links work without a mail server. */
export function OutboxPage() {
  const text = useText();
  usePageTitle(text('console.outbox.page.title'));
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const query = useOutboxPage(page);
  const [viewed, setViewed] = useState<OutboxItem | null>(null);
  const pageCount = query.data ? Math.ceil(query.data.total / OUTBOX_PAGE_SIZE) : 0;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Center py="xl">
        <Loader aria-label={text('console.outbox.page.loading')} />
      </Center>
    );
  } else if (query.isError) {
    content = (
      <Alert color="red" title={text('console.outbox.page.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <span>{errorMessage(query.error)}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {text('console.outbox.page.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={<IconMailOpened />}
        withIndicatorBackground
        description={text('console.outbox.page.empty')}
      />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('console.outbox.page.created')}</Table.Th>
              <Table.Th>{text('console.outbox.page.to')}</Table.Th>
              <Table.Th>{text('console.outbox.page.subject')}</Table.Th>
              <Table.Th>{text('console.outbox.page.status')}</Table.Th>
              <Table.Th>{text('console.outbox.page.links')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.items.map((item) => (
              <OutboxRow key={item.id} item={item} onView={() => setViewed(item)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {text('console.outbox.page.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {text('console.outbox.page.intro')}
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void query.refetch()}
          loading={query.isFetching && !query.isPending}
        >
          {text('console.outbox.page.refresh')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {content}
      </Paper>
      <TablePager
        pageCount={pageCount}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
      <Modal
        opened={viewed !== null}
        onClose={() => setViewed(null)}
        title={viewed?.subject}
        size="lg"
      >
        {viewed ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {text('console.outbox.page.sentTo', {
                to: viewed.to,
                time: formatDateTime(viewed.createdAt),
              })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {viewed.text}
            </Text>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
