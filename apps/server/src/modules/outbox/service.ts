import type { OutboxItem } from '@app/domain';
import type { AppContext } from '../../platform/context';
import { countOutbox, listOutboxPage, type OutboxRow } from './queries';

function toOutboxItem(r: OutboxRow): OutboxItem {
  return {
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    links: r.links,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

export async function listOutbox(ctx: AppContext, query: { page: number; pageSize: number }) {
  const { page, pageSize } = query;
  const [rows, total] = await Promise.all([
    listOutboxPage(ctx.db, { limit: pageSize, offset: (page - 1) * pageSize }),
    countOutbox(ctx.db),
  ]);
  return { items: rows.map(toOutboxItem), total, page, pageSize };
}
