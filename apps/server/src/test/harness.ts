import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { admins, authUsers, outbox } from '../db/schema';
import { snapshotStartState } from './reset-db';

/**
 * A fresh app on a fresh database per call: in-memory PGlite by default, or, when the test run
 * has DATABASE_URL (CI's second pass), a new database on that server, dropped on close. Both
 * start migrated and seeded with the catalog when the run's global setup made an image or
 * template (global-setup.ts); the seeded files' bytes are put into the app's storage. Its
 * start-up state is kept aside, so `resetDatabase(app)` can return to it between tests (one
 * app and one migration run per test file, see useTestApp).
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const base = loadConfig({ EDITION: 'ace', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (serverUrl) {
    // Named after the run (global-setup.ts), whose teardown drops what a file left open.
    const name = `test_${process.env.TEST_RUN ?? 'x'}_${randomBytes(6).toString('hex')}`;
    // The run's migrated template (global-setup.ts), when the run has one.
    const template = process.env.TEST_TEMPLATE_DATABASE;
    await withAdminClient(serverUrl, (c) =>
      c.query(`create database ${name}${template ? ` template ${template}` : ''}`),
    );
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await withAdminClient(serverUrl, (c) =>
        c.query(`drop database if exists ${name} with (force)`),
      );
    };
  }
  const app = await buildApp({
    ...base,
    databaseUrl,
    ephemeral: true,
    ephemeralImage: process.env.TEST_PGLITE_IMAGE ?? null,
    runWorkers: false,
    webDist: null,
    publicUrl: 'http://localhost:3000',
    superAdmin: superAdminCredentials,
    ...overrides,
  });
  for (const [key, data] of seededFiles()) {
    await app.ctx.storage.put(key, data);
  }
  await snapshotStartState(app);
  if (dropDatabase) {
    // Dropped after the app's own onClose has ended its pool, not while it is still connected.
    const drop = dropDatabase;
    const closeApp = app.close.bind(app);
    Object.assign(app, {
      close: async () => {
        await closeApp();
        await drop();
      },
    });
  }
  return app;
}

let seedFiles: [string, Buffer][] | null = null;

/**
 * The seeded files' bytes (global-setup.ts), read once per process: the database an app starts
 * from holds their rows, and each app's storage (in memory) needs the bytes behind them.
 */
function seededFiles(): [string, Buffer][] {
  const file = process.env.TEST_SEED_FILES;
  if (!file) {
    return [];
  }
  seedFiles ??= Object.entries(
    JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
  ).map(([key, base64]) => [key, Buffer.from(base64, 'base64')]);
  return seedFiles;
}

export async function withAdminClient<T>(
  url: string,
  fn: (c: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export const validRegistration = {
  name: 'Ayesha Khan',
  jobTitle: 'Talent Lead',
  email: 'ayesha@acme.test',
  companyName: 'Acme Corp.',
  country: 'Pakistan',
  password: 'correct-horse-1',
  confirmPassword: 'correct-horse-1',
  terms: true,
  free: true,
};

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...validRegistration, ...overrides },
  });
}

export async function login(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

export async function mailsTo(app: FastifyInstance, to: string) {
  return app.ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.createdAt));
}

/** The path and query of the first link of the newest mail to `to`. */
export async function linkFromLatestMail(app: FastifyInstance, to: string): Promise<string> {
  const [mail] = await mailsTo(app, to);
  const link = mail?.links[0];
  if (!link) {
    throw new Error(`no mail with a link to ${to}`);
  }
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Registers, verifies through the outbox link and signs in; returns the session cookie. */
export async function registerAndSignIn(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const body = { ...validRegistration, ...overrides };
  const registered = await register(app, body);
  if (registered.statusCode !== 201) {
    throw new Error(`register failed: ${registered.body}`);
  }
  await app.inject({ method: 'GET', url: await linkFromLatestMail(app, body.email) });
  const response = await login(app, body.email, body.password);
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.body}`);
  }
  return cookieFrom(response);
}

export async function accountOf(app: FastifyInstance, email: string) {
  const [row] = await app.ctx.db
    .select({ account: admins, user: authUsers })
    .from(admins)
    .innerJoin(authUsers, eq(authUsers.id, admins.userId))
    .where(eq(authUsers.email, email.toLowerCase()));
  if (!row) {
    throw new Error(`no account for ${email}`);
  }
  return row;
}

export const superAdminCredentials = { email: 'root@platform.test', password: 'root-password-1' };

/** A multipart/form-data body with text fields first, then one file (as a browser sends it). */
export function multipartBody(input: {
  fields?: Record<string, string>;
  file: { name: string; data: Buffer; contentType: string };
}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(input.fields ?? {})) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${input.file.name}"\r\nContent-Type: ${input.file.contentType}\r\n\r\n`,
    ),
    input.file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Copies of ../shared/fixtures the tests need, kept in the repo so a clean clone runs alone. */
export const fixturesDir = path.join(import.meta.dirname, 'fixtures');
export const questionBanksDir = path.join(import.meta.dirname, '../modules/catalog/seed-banks');

/** A valid PNG over 1 MB (random noise does not compress), like fixtures/noise-over-1mb.png. */
export async function noisePngOver1Mb(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const raw = randomBytes(700 * 700 * 3);
  return sharp(raw, { raw: { width: 700, height: 700, channels: 3 } })
    .png()
    .toBuffer();
}

/** A failure's `error` without its request id (which differs on every request). */
export function errorOf(response: LightMyRequestResponse): Record<string, unknown> {
  const { requestId: _, ...error } = (response.json() as { error: Record<string, unknown> }).error;
  return error;
}

/** A response's JSON body with any error's request id left out, to compare two answers. */
export function bodyOf(response: LightMyRequestResponse): unknown {
  const body = response.json() as { error?: Record<string, unknown> } | null;
  if (body && typeof body === 'object' && body.error && typeof body.error === 'object') {
    const { requestId: _, ...error } = body.error;
    return { ...body, error };
  }
  return body;
}
