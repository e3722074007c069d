import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accessMessages } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  admins,
  authSessions,
  authUsers,
  competencies,
  departments,
  difficulties,
  events,
  outbox,
  participants,
} from '../db/schema';
import { anAdmin, anEvent, aParticipant, theSuperAdmin } from '../test/factories';
import { fixturesDir, multipartBody, validRegistration } from '../test/harness';
import { useTestApp } from '../test/test-app';

// A console build as Vite writes it: scripts and styles from files, nothing inline.
const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);
const file = useTestApp({ webDist });
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

let app: FastifyInstance;
let ownerCookie: string;
let superCookie: string;
const eventId = '4343';
const base = `/api/events/${eventId}`;
const participantEmail = 'emile@example.com';
let participantPath: string;

// Each test: the owner (room for 100 users) of event 4343 with one participant, Émile, and
// the super admin, signed in.
beforeEach(async () => {
  app = file.app;
  superCookie = (await theSuperAdmin(app)).cookie;
  const owner = await anAdmin(app, { account: { maxUsers: 100 } });
  ownerCookie = owner.cookie;
  await anEvent(app, owner, { id: eventId });
  const emile = await aParticipant(
    app,
    { eventId },
    { email: participantEmail, name: 'Émile', department: 'Sales', region: 'North' },
  );
  participantPath = `${base}/participants/${encodeURIComponent(emile.id)}`;
});

/** Row counts of every table a request below could write to. */
async function snapshot() {
  const tables = {
    admins,
    authUsers,
    authSessions,
    competencies,
    departments,
    difficulties,
    events,
    outbox,
    participants,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row?.n ?? 0;
  }
  const [emile] = await app.ctx.db
    .select({ name: participants.name, isActive: participants.isActive })
    .from(participants)
    .where(eq(participants.emailLower, participantEmail));
  return { counts, emile };
}

describe('control characters (NUL and friends)', () => {
  const nul = 'a\u0000b';
  const person = { email: 'new@x.test', name: 'New', department: 'Sales', region: 'North' };
  type Case = [label: string, field: string, request: () => InjectOptions];
  const cases: Case[] = [
    [
      'login e-mail',
      'email',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `x${nul}@y.test`, password: 'whatever-1' },
      }),
    ],
    [
      'register name',
      'name',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, email: 'nul@x.test', name: nul },
      }),
    ],
    [
      'register company (a C0 control other than NUL)',
      'companyName',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, email: 'bell@x.test', companyName: 'Bell\u0007 Co' },
      }),
    ],
    [
      'register name (a lone surrogate)',
      'name',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validRegistration, email: 'sur@x.test', name: 'Half \uD83D' },
      }),
    ],
    ['event path id', 'eventId', () => ({ method: 'GET', url: '/api/events/12%0034' })],
    [
      'event form',
      'assessmentName',
      () => ({
        method: 'POST',
        url: '/api/events',
        payload: {
          assessmentName: nul,
          assessmentFor: 'All',
          launchDate: '2999-01-01',
          closingDate: '2999-01-02',
        },
      }),
    ],
    [
      'participant added',
      'name',
      () => ({ method: 'POST', url: `${base}/participants`, payload: { ...person, name: nul } }),
    ],
    [
      'participant renamed',
      'name',
      () => ({ method: 'PATCH', url: participantPath, payload: { ...person, name: nul } }),
    ],
    [
      'participant path id',
      'participantId',
      () => ({ method: 'GET', url: `${base}/participants/x%00y` }),
    ],
    [
      'participants search (query string)',
      'search',
      () => ({ method: 'GET', url: `${base}/participants?search=a%00b` }),
    ],
    [
      'invitation',
      'email',
      () => ({ method: 'POST', url: `${base}/invitations`, payload: { email: `i${nul}@x.test` } }),
    ],
    [
      'a key of the body',
      'x?y',
      () => ({ method: 'POST', url: `${base}/invitations`, payload: { 'x\u0000y': 1 } }),
    ],
    [
      'nested in an array',
      'competencies.0',
      () => ({ method: 'PUT', url: '/api/wizard/draft', payload: { competencies: [nul] } }),
    ],
  ];
  const superCases: Case[] = [
    [
      'competency',
      'name',
      () => ({ method: 'POST', url: '/api/competencies', payload: { name: nul } }),
    ],
    [
      'department (catalog settings)',
      'department',
      () => ({ method: 'POST', url: '/api/departments', payload: { department: nul } }),
    ],
    [
      'difficulty (settings)',
      'difficulty',
      () => ({
        method: 'POST',
        url: '/api/difficulties',
        payload: { difficulty: nul, passingScore: 100 },
      }),
    ],
    [
      'accounts search (query string)',
      'search',
      () => ({ method: 'GET', url: '/api/admin/accounts?search=%00' }),
    ],
    [
      'account path id',
      'id',
      () => ({ method: 'PUT', url: '/api/admin/accounts/%00/active', payload: { active: false } }),
    ],
    [
      'mini game path id',
      'id',
      () => ({ method: 'PATCH', url: '/api/mini-games/%00', payload: { name: 'x' } }),
    ],
    [
      'question file form field (multipart)',
      'competency',
      () => {
        const body = multipartBody({
          fields: { competency: nul },
          file: { name: 'bank.csv', data: Buffer.from('a,b\n1,2\n'), contentType: 'text/csv' },
        });
        return {
          method: 'POST',
          url: '/api/uploads/question-banks',
          payload: body.payload,
          headers: body.headers,
        };
      },
    ],
    [
      'uploaded file name (multipart)',
      'file',
      () => {
        const body = multipartBody({
          file: { name: `logo${nul}.png`, data: Buffer.from('png'), contentType: 'image/png' },
        });
        return {
          method: 'POST',
          url: '/api/uploads/images',
          payload: body.payload,
          headers: body.headers,
        };
      },
    ],
  ];

  it.each([
    ...cases.map((c) => [...c, 'owner'] as const),
    ...superCases.map((c) => [...c, 'super'] as const),
  ])('%s: 400 naming %s, nothing written', async (_label, field, request, who) => {
    const before = await snapshot();
    const options = request();
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, cookie: who === 'owner' ? ownerCookie : superCookie },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      message: accessMessages.controlCharacters,
      fields: { [field]: accessMessages.controlCharacters },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps tab, CR and LF, which multi-line text needs', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: participantPath,
      headers: { cookie: ownerCookie },
      payload: { ...person, email: participantEmail, name: 'Émile\tMartin' },
    });
    expect(response.statusCode).not.toBe(500);
    expect(response.json().error?.message).not.toBe(accessMessages.controlCharacters);
  });
});

describe('security headers', () => {
  const expectCommon = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it('puts a strict CSP on the console page, with a fresh style nonce handed to Mantine', async () => {
    const first = await app.inject({ url: '/dashboard' });
    const second = await app.inject({ url: '/' });
    for (const page of [first, second]) {
      expect(page.statusCode).toBe(200);
      expectCommon(page.headers);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      expect(scriptSrc).toMatch(/^ ?script-src 'self'( 'nonce-[0-9a-f]+')?$/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      const nonce = /<meta property="csp-nonce" content="([0-9a-f]+)"/.exec(page.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-${nonce}'`));
    }
    expect(first.body).not.toBe(second.body);
    // index.html is only served with its nonce, never as a plain file.
    const direct = await app.inject({ url: '/index.html' });
    expect(direct.body).toContain('csp-nonce');
  });

  it('sends the same headers on API answers, errors and 404s', async () => {
    for (const url of ['/api/health', '/api/events', '/api/nope']) {
      const response = await app.inject({ url });
      expectCommon(response.headers);
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('keeps the API docs page working: inline styles there only, never inline scripts', async () => {
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/script-src 'self'( 'nonce-[0-9a-f]+')?;/);
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe');
  });
});

describe('cross-site requests (CSRF)', () => {
  const evil = { origin: 'http://evil.example' };
  const png = () => {
    const body = multipartBody({
      file: {
        name: 'logo.png',
        data: readFileSync(path.join(fixturesDir, 'square-150.png')),
        contentType: 'image/png',
      },
    });
    return { payload: body.payload, headers: body.headers };
  };
  const attempts: [string, (headers: Record<string, string>) => InjectOptions][] = [
    [
      'multipart upload',
      (headers) => {
        const body = png();
        return {
          method: 'POST',
          url: '/api/uploads/images',
          payload: body.payload,
          headers: { ...body.headers, ...headers },
        };
      },
    ],
    [
      'invitation',
      (headers) => ({
        method: 'POST',
        url: `${base}/invitations`,
        payload: { email: 'csrf@x.test' },
        headers,
      }),
    ],
    [
      'participant rename',
      (headers) => ({
        method: 'PATCH',
        url: participantPath,
        payload: { email: participantEmail, name: 'Renamed', department: 'Sales', region: 'North' },
        headers,
      }),
    ],
    ['logout', (headers) => ({ method: 'POST', url: '/api/auth/logout', headers })],
  ];

  it.each(attempts)('refuses a %s from another origin and changes nothing', async (_l, make) => {
    const before = await snapshot();
    for (const foreign of [
      evil,
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const response = await app.inject(make({ cookie: ownerCookie, ...foreign }));
      expect(response.statusCode, JSON.stringify(foreign)).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'CROSS_ORIGIN',
        message: accessMessages.crossOrigin,
      });
    }
    expect(await snapshot()).toEqual(before);
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: ownerCookie },
    });
    expect(session.json().user).toMatchObject({ email: validRegistration.email });
  });

  it('accepts the same requests from the app’s own origin', async () => {
    const own = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
    for (const [label, make] of attempts) {
      const response = await app.inject(make({ cookie: ownerCookie, ...own }));
      expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
    }
    const [emile] = await app.ctx.db
      .select()
      .from(participants)
      .where(eq(participants.emailLower, participantEmail));
    expect(emile?.name).toBe('Renamed');
    // The logout went through: the session is over.
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: ownerCookie },
    });
    expect(session.json().user).toBeNull();
  });

  it('lets the Stripe webhook and header-less clients through', async () => {
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { origin: 'https://stripe.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).not.toBe(403);
    const typed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'none' },
      payload: { email: 'nobody@x.test', password: 'wrong-password-1' },
    });
    expect(typed.statusCode).toBe(401);
  });
});
