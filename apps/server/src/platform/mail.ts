import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx, Tx } from '../db/client';
import { outbox, participants } from '../db/schema';
import { createQueue, type QueueEvents } from './queue';

/**
 * Mail is plain text only: no HTML part is ever built, so a name like `<a href=…>` can only
 * show as the characters typed. Values a user chose go through `oneLine` first.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The participant an invitation or reminder is for: its delivery is tracked. */
  participantId?: string;
  /** The candidate a mail is about: their export lists it, erasing them removes it. */
  candidateId?: string;
};

/**
 * A user-chosen value (a name, a game or company name) as it goes into a mail: on one line,
 * so a name with line breaks cannot add paragraphs or links that seem to come from us.
 */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t\u2028\u2029\u0085]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Writes an e-mail into the outbox. Callers pass their transaction, so the mail exists if and
 * only if the change that causes it commits.
 */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(outbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    links: mail.links,
    participantId: mail.participantId ?? null,
    candidateId: mail.candidateId ?? null,
  });
}

export type MailTransport = {
  send: (message: { from: string; to: string; subject: string; text: string }) => Promise<void>;
};

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
  };
}

/** Waits between SMTP attempts, doubling: 30 s, 1 min, 2 min, 4 min, 8 min; then failed. */
export const MAIL_RETRY_SECONDS = [30, 60, 120, 240, 480] as const;
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_SECONDS.length + 1;

export type Mailer = {
  /** Claims due mails and sends (or, without SMTP, logs) them. Returns how many it handled. */
  deliverDue: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

type OutboxRow = typeof outbox.$inferSelect;

/**
 * Records a sent mail and, for an invitation or reminder, the participant's delivered time (the
 * first acceptance wins), in the queue's transaction, so neither is recorded without the other.
 */
async function markSent(tx: Tx, mailId: string): Promise<void> {
  const [sent] = await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(outbox.id, mailId))
    .returning({ participantId: outbox.participantId });
  if (sent?.participantId) {
    await tx
      .update(participants)
      .set({ deliveredAt: sql`now()` })
      .where(and(eq(participants.id, sent.participantId), isNull(participants.deliveredAt)));
  }
}

/** The outbox on the one queue (queue.ts): a mail is sent, or without SMTP kept and logged. */
export function createMailer(input: {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  transport: MailTransport | null;
  events?: QueueEvents;
}): Mailer {
  const { db, log, from, transport } = input;
  const queue = createQueue<OutboxRow>({
    db,
    log,
    defaultIntervalMs: 2000,
    events: input.events,
    spec: {
      name: 'mail',
      columns: {
        table: outbox,
        id: outbox.id,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        status: outbox.status,
        order: outbox.createdAt,
      },
      batch: 20,
      parallel: false,
      leaseSeconds: 300,
      policy: { retrySeconds: MAIL_RETRY_SECONDS, recurring: false },
      load: (ids) =>
        db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(outbox.createdAt),
      run: async (mail) => {
        if (!transport) {
          // Links carry secrets (password resets, sign-in and game links) and logs outlive the
          // outbox's retention and erasure: the log says a mail was kept, the super admin's
          // outbox (/admin/outbox) shows it whole.
          log.info(
            { mail: { id: mail.id, subject: mail.subject, links: mail.links.length } },
            `mail (no SMTP configured): "${mail.subject}" kept in the outbox (${mail.id})`,
          );
          return { ok: true };
        }
        await transport.send({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
        });
        return { ok: true };
      },
      record: async (tx, mail, verdict) => {
        if (verdict.state === 'done') {
          if (transport) {
            await markSent(tx, mail.id);
          } else {
            await tx
              .update(outbox)
              .set({ status: 'logged', sentAt: sql`now()` })
              .where(eq(outbox.id, mail.id));
          }
          return;
        }
        await tx
          .update(outbox)
          .set({
            status: verdict.state === 'dead' ? 'failed' : 'pending',
            lastError: verdict.error,
            nextAttemptAt:
              verdict.state === 'retry'
                ? sql`now() + make_interval(secs => ${verdict.waitSeconds})`
                : sql`now()`,
          })
          .where(eq(outbox.id, mail.id));
      },
    },
  });
  return {
    deliverDue: async () => (await queue.runDue()).length,
    start: queue.start,
    stop: queue.stop,
  };
}

/** Mails still to send (the metrics' outbox backlog). */
export async function outboxBacklog(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return Number(row?.n ?? 0);
}
