import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { outbox, participants } from '../db/schema';
import { createPollLoop } from './poll-loop';

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

/**
 * Marks a mail sent and, for an invitation or reminder, the participant's delivered time (the
 * first acceptance wins), in one statement so neither can be recorded without the other.
 */
async function markSent(db: Db, mailId: string): Promise<void> {
  await db.execute(sql`
    with sent as (
      update ${outbox} set status = 'sent', sent_at = now(), last_error = null
      where id = ${mailId}
      returning participant_id
    )
    update ${participants} set delivered_at = now()
    where id = (select participant_id from sent) and delivered_at is null`);
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

export const MAX_MAIL_ATTEMPTS = 6;

/** Exponential backoff between SMTP attempts: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelaySeconds(attempt: number): number {
  return 30 * 2 ** (attempt - 1);
}

export type Mailer = {
  /** Claims due mails and sends (or, without SMTP, logs) them. Returns how many it handled. */
  deliverDue: () => Promise<number>;
  start: (intervalMs?: number) => void;
  stop: () => Promise<void>;
};

export function createMailer(input: {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  transport: MailTransport | null;
  /** Counts a failed delivery (a mail, or the whole loop), for the metrics. */
  onFailure?: (job: 'mail' | 'mail-loop') => void;
}): Mailer {
  const { db, log, from, transport, onFailure } = input;

  async function deliverDue(): Promise<number> {
    // Claiming bumps next_attempt_at first, so a second process (or a crash mid-send) cannot
    // send the same mail twice within the lease; SKIP LOCKED keeps processes from waiting.
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(outbox.createdAt)
        .limit(20)
        .for('update', { skipLocked: true });
      if (due.length === 0) {
        return [];
      }
      return tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + interval '5 minutes'`,
        })
        .where(
          inArray(
            outbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    for (const mail of claimed) {
      if (!transport) {
        // Links carry secrets (password resets, sign-in and game links) and logs outlive the
        // outbox's retention and erasure: the log says a mail was kept, the super admin's
        // outbox (/admin/outbox) shows it whole.
        log.info(
          { mail: { id: mail.id, subject: mail.subject, links: mail.links.length } },
          `mail (no SMTP configured): "${mail.subject}" kept in the outbox (${mail.id})`,
        );
        await db
          .update(outbox)
          .set({ status: 'logged', sentAt: new Date() })
          .where(eq(outbox.id, mail.id));
        continue;
      }
      try {
        await transport.send({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
        });
        await markSent(db, mail.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const gaveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
        onFailure?.('mail');
        log.warn({ mailId: mail.id, attempt: mail.attempts, gaveUp, err: message }, 'mail failed');
        await db
          .update(outbox)
          .set({
            status: gaveUp ? 'failed' : 'pending',
            lastError: message,
            nextAttemptAt: new Date(Date.now() + retryDelaySeconds(mail.attempts) * 1000),
          })
          .where(eq(outbox.id, mail.id));
      }
    }
    return claimed.length;
  }

  const loop = createPollLoop({
    pass: deliverDue,
    defaultIntervalMs: 2000,
    log,
    failedMessage: 'mail delivery loop failed',
    onFailure: () => onFailure?.('mail-loop'),
  });

  return {
    deliverDue,
    ...loop,
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
