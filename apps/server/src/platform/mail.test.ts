import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { theSuperAdmin } from '../test/factories';
import { register, validRegistration } from '../test/harness';
import { useTestApp } from '../test/test-app';
import { createMailer, enqueueMail, MAX_MAIL_ATTEMPTS, type MailTransport } from './mail';

// One app for the file, with an empty outbox before each test.
const file = useTestApp();
let app: FastifyInstance;
beforeEach(() => {
  app = file.app;
});

const mail = {
  to: 'a@b.test',
  subject: 'Hello',
  text: 'Open https://x.test/1',
  links: ['https://x.test/1'],
};

describe('outbox delivery', () => {
  it('writes no mail when the change that causes it rolls back', async () => {
    await app.ctx.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await app.ctx.db.select().from(outbox)).toHaveLength(0);
  });

  it('logs a mail kept without SMTP, but neither its links nor its address', async () => {
    await register(app);
    const lines: string[] = [];
    const log = {
      info: (obj: unknown, msg?: string) => lines.push(JSON.stringify(obj) + (msg ?? '')),
      warn: () => undefined,
      error: () => undefined,
    } as unknown as typeof app.log;
    const mailer = createMailer({ db: app.ctx.db, log, from: 'x@y.test', transport: null });
    const handled = await mailer.deliverDue();
    const [kept] = await app.ctx.db.select().from(outbox);
    expect(lines.join('\n')).toContain('kept in the outbox');
    for (const secret of [...(kept?.links ?? []), validRegistration.email]) {
      expect(lines.join('\n')).not.toContain(secret);
    }
    expect(kept?.links.length).toBeGreaterThan(0);
    expect(handled).toBe(1);
    const [row] = await app.ctx.db.select().from(outbox);
    expect(row).toMatchObject({
      status: 'logged',
      toAddress: validRegistration.email,
      attempts: 1,
    });
    expect(await app.ctx.mailer.deliverDue()).toBe(0);
  });

  it('retries a failed SMTP send later and marks it sent once it goes through', async () => {
    const sent: string[] = [];
    let failuresLeft = 1;
    const transport: MailTransport = {
      send: async (m) => {
        if (failuresLeft-- > 0) {
          throw new Error('421 try again later');
        }
        sent.push(m.to);
      },
    };
    const mailer = createMailer({ db: app.ctx.db, log: app.log, from: 'x@y.test', transport });
    await enqueueMail(app.ctx.db, mail);
    await mailer.deliverDue();
    let [row] = await app.ctx.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await app.ctx.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    await mailer.deliverDue();
    [row] = await app.ctx.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sent).toEqual(['a@b.test']);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    const transport: MailTransport = {
      send: async () => {
        throw new Error('550 no such user');
      },
    };
    const mailer = createMailer({ db: app.ctx.db, log: app.log, from: 'x@y.test', transport });
    await enqueueMail(app.ctx.db, mail);
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      await app.ctx.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await mailer.deliverDue();
    }
    const [row] = await app.ctx.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
  });

  it('lets the super admin read the outbox, newest first and paged', async () => {
    await register(app);
    await register(app, { email: 'second@acme.test', companyName: 'Second Co' });
    const { cookie } = await theSuperAdmin(app);
    const page = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox?page=1&pageSize=1',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0].to).toBe('second@acme.test');
    expect(body.items[0].links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
    );
  });
});
