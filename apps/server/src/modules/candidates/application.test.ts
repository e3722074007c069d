import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { candidateMessages as m } from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidates, storedFiles } from '../../db/schema';
import { anAdmin, anEvent } from '../../test/factories';
import { mailsTo } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, answers, applicationBody, apply, exe, pdf } from './candidate-fixture';

const t = useTestApp({ candidateLimit: { maxAttempts: 1000, windowSeconds: 3600 } });

const countRows = async () => ({
  candidates: (await t.app.ctx.db.select().from(candidates)).length,
  files: (
    await t.app.ctx.db.select().from(storedFiles).where(eq(storedFiles.kind, 'candidate-file'))
  ).length,
});

describe('the application page', () => {
  it('shows an open ace event with its name', async () => {
    const { event } = await anOpenFlow(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/candidate-flow/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventId: event.id,
      assessmentName: 'Hiring 2026',
      companyName: 'Acme Corp.',
      status: 'open',
      statusMessage: null,
    });
  });

  it('says a closed, unlaunched, switched-off or progress event is not open', async () => {
    const { owner } = await anOpenFlow(t.app);
    const closed = await anEvent(t.app, owner, {
      projectType: 'ace',
      candidateFlow: true,
      launchDate: '2020-01-01',
      closingDate: '2020-02-01',
    });
    const later = await anEvent(t.app, owner, {
      projectType: 'ace',
      candidateFlow: true,
      launchDate: '2099-01-01',
      closingDate: '2099-02-01',
    });
    const off = await anEvent(t.app, owner, {
      projectType: 'ace',
      candidateFlow: false,
      launchDate: '2020-01-01',
      closingDate: '2099-02-01',
    });
    const progress = await anEvent(t.app, owner, {
      candidateFlow: true,
      launchDate: '2020-01-01',
      closingDate: '2099-02-01',
    });
    const status = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/candidate-flow/${id}` })).json();
    expect(await status(closed.id)).toMatchObject({
      status: 'closed',
      statusMessage: m.closedOn('1 Feb 2020'),
    });
    expect(await status(later.id)).toMatchObject({ status: 'notLaunched' });
    expect(await status(off.id)).toMatchObject({ status: 'disabled' });
    expect(await status(progress.id)).toMatchObject({
      status: 'disabled',
      assessmentName: '',
      companyName: '',
    });
    for (const id of [closed.id, later.id, off.id, progress.id]) {
      const response = await apply(t.app, id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('NOT_OPEN');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/candidate-flow/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(m.notOpen);
    expect(await countRows()).toEqual({ candidates: 0, files: 0 });
  });
});

describe('submitting an application', () => {
  it('stores the candidate and its files under candidateFlow/{id}, the CGPA clamped', async () => {
    const { event } = await anOpenFlow(t.app);
    const response = await apply(
      t.app,
      event.id,
      applicationBody({
        answers: answers({ cgpa: '4.5', email: 'Ayesha@Example.com', phone: '0300-1234567' }),
        drivingLicenseFile: {
          name: 'licence.jpg',
          data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
          contentType: 'image/jpeg',
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { candidateId } = response.json();
    const [row] = await t.app.ctx.db.select().from(candidates);
    expect(row).toMatchObject({
      id: candidateId,
      eventId: event.id,
      emailLower: 'ayesha@example.com',
      cgpa: 4,
      phone: '+923001234567',
      shortlisted: false,
    });
    expect(row?.answers.cgpa).toBe('4');
    const files = await t.app.ctx.db.select().from(storedFiles);
    const keys = files.filter((f) => f.kind === 'candidate-file').map((f) => f.storageKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key.startsWith(`candidateFlow/${candidateId}/`)).toBe(true);
      expect(await t.app.ctx.storage.get(key)).not.toBeNull();
    }
    expect(files.find((f) => f.originalName === 'licence.jpg')?.contentType).toBe('image/jpeg');
  });

  const refusals: [string, () => ReturnType<typeof applicationBody>, number, string][] = [
    [
      'a missing required field',
      () => applicationBody({ answers: answers({ homeTown: '' }) }),
      400,
      m.required,
    ],
    ['no resume', () => applicationBody({ resume: null }), 400, m.required],
    [
      'a bad e-mail',
      () => applicationBody({ answers: answers({ email: 'a@b' }) }),
      400,
      m.invalidEmail,
    ],
    [
      'a 12-digit CNIC',
      () => applicationBody({ answers: answers({ cnic: '352021234567' }) }),
      400,
      m.invalidCnic,
    ],
    [
      'a birth after 2010-01-01',
      () => applicationBody({ answers: answers({ dob: '2010-01-02' }) }),
      400,
      m.dobTooLate,
    ],
    [
      'a phone of no country',
      () => applicationBody({ answers: answers({ phone: '+92300' }) }),
      400,
      m.invalidPhone,
    ],
    [
      'a name not on the list',
      () => applicationBody({ answers: answers({ universityName: 'Hogwarts' }) }),
      400,
      m.invalidChoice,
    ],
    [
      'a resume named .doc',
      () => applicationBody({ resume: { name: 'cv.odt', data: pdf() } }),
      400,
      m.fileType,
    ],
    [
      'a program named cv.pdf',
      () => applicationBody({ resume: { name: 'cv.pdf', data: exe() } }),
      400,
      m.fileType,
    ],
    [
      'a licence named .png holding a program',
      () => applicationBody({ drivingLicenseFile: { name: 'l.png', data: exe() } }),
      400,
      m.fileType,
    ],
    [
      'a resume over 1 MB',
      () => applicationBody({ resume: { name: 'cv.pdf', data: pdf(1024 * 1024 + 1) } }),
      413,
      m.fileSize,
    ],
    [
      'unknown answers',
      () => applicationBody({ answers: JSON.stringify({ ...answers(), role: 'admin' }) }),
      400,
      m.failed,
    ],
    ['answers that are not JSON', () => applicationBody({ answers: '{"name":' }), 400, m.failed],
    ['no submission id', () => applicationBody({ submissionId: 'x' }), 400, m.failed],
  ];
  it.each(refusals)(
    'refuses %s with its message and stores nothing',
    async (_, body, status, message) => {
      const { event } = await anOpenFlow(t.app);
      const response = await apply(t.app, event.id, body());
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(await countRows()).toEqual({ candidates: 0, files: 0 });
    },
  );

  it('stores one candidate for a repeated submit, sequential or parallel', async () => {
    const { event } = await anOpenFlow(t.app);
    const submissionId = randomUUID();
    const first = await apply(t.app, event.id, applicationBody({ submissionId }));
    const again = await apply(t.app, event.id, applicationBody({ submissionId }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().candidateId).toBe(first.json().candidateId);
    const racedId = randomUUID();
    const raced = await Promise.all(
      Array.from({ length: 4 }, () =>
        apply(
          t.app,
          event.id,
          applicationBody({ submissionId: racedId, answers: answers({ email: 'b@example.com' }) }),
        ),
      ),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(raced.map((r) => r.json().candidateId)).size).toBe(1);
    // Each stored candidate has its resume, and no file is left over from the losing races.
    expect(await countRows()).toEqual({ candidates: 2, files: 2 });
  });

  it('keeps the first application of an address, answers the second as a new one and mails the applicant', async () => {
    const { event } = await anOpenFlow(t.app);
    const first = await apply(t.app, event.id);
    expect(first.statusCode).toBe(201);
    const fresh = await apply(
      t.app,
      event.id,
      applicationBody({ answers: answers({ email: 'someone.new@example.com' }) }),
    );
    const second = await apply(
      t.app,
      event.id,
      applicationBody({ answers: answers({ email: 'AYESHA@example.com' }) }),
    );
    // The same status and shape as a new application: the form tells nobody who applied.
    expect(second.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(second.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(second.json().candidateId).not.toBe(first.json().candidateId);
    expect(await countRows()).toEqual({ candidates: 2, files: 2 });
    const mails = await mailsTo(t.app, 'ayesha@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Your application to');
    expect(mails[0]?.textBody).toContain('the new one was not stored');
  });

  it('tells a bot that fills the honeypot it worked, and stores nothing', async () => {
    const { event } = await anOpenFlow(t.app);
    const response = await apply(t.app, event.id, applicationBody({ website: 'http://spam.test' }));
    expect(response.statusCode).toBe(201);
    expect(await countRows()).toEqual({ candidates: 0, files: 0 });
  });

  it('refuses a body longer than an application before reading it', async () => {
    const { event } = await anOpenFlow(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Only the headers are sent: the answer comes without the 5 MB the body claims.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/candidate-flow/${event.id}/applications`,
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(5 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
    expect(await countRows()).toEqual({ candidates: 0, files: 0 });
  });
});

describe('the submit limit per client', () => {
  const limited = useTestApp({ candidateLimit: { maxAttempts: 2, windowSeconds: 3600 } });
  it('refuses the third application from one address within the window', async () => {
    const owner = await anAdmin(limited.app, { account: { projectType: 'ace' } });
    const event = await anEvent(limited.app, owner, {
      projectType: 'ace',
      candidateFlow: true,
      launchDate: '2020-01-01',
      closingDate: '2099-01-01',
    });
    const codes = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const body = applicationBody({ answers: answers({ email }) });
      codes.push((await apply(limited.app, event.id, body)).statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
  });
});
