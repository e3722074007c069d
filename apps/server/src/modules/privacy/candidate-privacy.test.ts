import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, candidates, storedFiles } from '../../db/schema';
import { anAdmin, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, answers, applicationBody, apply, pdf } from '../candidates/candidate-fixture';
import { countersAndRecount, readExport, tablesHolding } from './privacy-fixture';

const t = useTestApp({
  candidateLimit: { maxAttempts: 1000, windowSeconds: 3600 },
  // Deliveries to a local receiver are queued (never sent here): the address check allows it.
  webhookAllowPrivate: true,
});
const app = () => t.app;
let owner: TestAdmin;
let other: TestAdmin;
let eventId: string;
let ayesha: string;
let bilal: string;
const resume = pdf(3_000);
const licence = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

beforeEach(async () => {
  const flow = await anOpenFlow(app());
  owner = flow.owner;
  eventId = flow.event.id;
  other = await anAdmin(app(), { email: 'other@rival.test', companyName: 'Rival' });
  const submit = async (email: string, withLicence: boolean) => {
    const response = await apply(
      app(),
      eventId,
      applicationBody({
        answers: answers({ email }),
        resume: { name: 'cv.pdf', data: resume },
        ...(withLicence
          ? {
              drivingLicenseFile: { name: 'licence.jpg', data: licence, contentType: 'image/jpeg' },
            }
          : {}),
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().candidateId as string;
  };
  // Applications go to the account's webhook: the deliveries' payloads name the candidate.
  const endpoint = await app().inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { cookie: owner.cookie },
    payload: { url: 'http://127.0.0.1:9/hook', eventTypes: ['candidate.submitted'] },
  });
  expect(endpoint.statusCode).toBe(201);
  ayesha = await submit('ayesha@example.com', true);
  bilal = await submit('bilal@example.com', false);
  // Applying again from her address: not stored, and she is told by mail (a row about her).
  await submit('ayesha@example.com', false);
});

const url = (id: string, tail: string) => `/api/events/${eventId}/candidates/${id}/${tail}`;
const call = (method: 'GET' | 'DELETE', path: string, cookie = owner.cookie) =>
  app().inject({ method, url: path, headers: { cookie } });

async function rowsAbout(id: string) {
  const [row] = await app().ctx.db.select().from(candidates).where(eq(candidates.id, id));
  const fileIds = [row?.resumeFileId, row?.drivingLicenseFileId].filter(
    (f): f is string => typeof f === 'string',
  );
  const files = fileIds.length
    ? await app().ctx.db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds))
    : [];
  return { candidates: row ? [row] : [], stored_files: files };
}

describe("a candidate's export", () => {
  it('holds their row, their file rows and the files byte for byte', async () => {
    const response = await call('GET', url(ayesha, 'export.zip'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const { data, files } = readExport(response.rawPayload);
    expect(data).toMatchObject({ schemaVersion: 1, kind: 'candidate', id: ayesha });
    const held = await rowsAbout(ayesha);
    expect(data.tables.candidates?.map((r) => r.id)).toEqual([ayesha]);
    expect(data.tables.stored_files?.map((r) => r.id).sort()).toEqual(
      held.stored_files.map((f) => f.id).sort(),
    );
    expect(held.stored_files).toHaveLength(2);
    const bytes = Object.entries(files);
    expect(bytes).toHaveLength(2);
    const byName = (suffix: string) =>
      Buffer.from(bytes.find(([name]) => name.endsWith(suffix))?.[1] ?? []);
    expect(byName('cv.pdf').equals(resume)).toBe(true);
    expect(byName('licence.jpg').equals(licence)).toBe(true);
    expect(data.tables.webhook_deliveries).toHaveLength(1);
    expect(data.tables.webhook_deliveries?.[0]).toMatchObject({ candidateId: ayesha });
    expect(data.tables.outbox).toHaveLength(1);
    expect(data.tables.outbox?.[0]).toMatchObject({ toAddress: 'ayesha@example.com' });
    expect(JSON.stringify(data)).not.toContain('bilal@example.com');
  });
});

describe("a candidate's erasure", () => {
  it('removes the row, the file rows and the stored bytes; counts stay true', async () => {
    const held = await rowsAbout(ayesha);
    const bilalBefore = await rowsAbout(bilal);
    const erased = await call('DELETE', url(ayesha, 'personal-data'));
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toEqual({
      candidates: 1,
      stored_files: 2,
      webhook_deliveries: 1,
      outbox: 1,
    });
    expect(await tablesHolding(app(), 'ayesha@example.com')).toEqual([]);
    expect(await tablesHolding(app(), 'bilal@example.com')).toContain('candidates');
    expect(await rowsAbout(ayesha)).toEqual({ candidates: [], stored_files: [] });
    const left = await app()
      .ctx.db.select()
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          held.stored_files.map((f) => f.id),
        ),
      );
    expect(left).toHaveLength(0);
    for (const file of held.stored_files) {
      expect(await app().ctx.storage.get(file.storageKey)).toBeNull();
    }
    const { kept, recount } = await countersAndRecount(app());
    expect(kept).toEqual(recount);
    expect(await rowsAbout(bilal)).toEqual(bilalBefore);
    const entries = await app()
      .ctx.db.select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'candidate.erase'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetId: ayesha, details: { candidates: 1 } });
    expect(JSON.stringify(entries[0]).toLowerCase()).not.toContain('ayesha');
  });

  it("answers another account's admin as for a missing id, and changes nothing", async () => {
    const before = await rowsAbout(ayesha);
    for (const [method, tail] of [
      ['GET', 'export.zip'],
      ['DELETE', 'personal-data'],
    ] as const) {
      const theirs = await call(method, url(ayesha, tail), other.cookie);
      const missing = await call(method, url(randomUUID(), tail), other.cookie);
      expect(theirs.statusCode).toBe(404);
      expect({ status: theirs.statusCode, body: bodyOf(theirs) }).toEqual({
        status: missing.statusCode,
        body: bodyOf(missing),
      });
    }
    const root = await theSuperAdmin(app());
    expect((await call('GET', url(ayesha, 'export.zip'), root.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', url(ayesha, 'personal-data'), root.cookie)).statusCode).toBe(403);
    expect(await rowsAbout(ayesha)).toEqual(before);
    for (const file of before.stored_files) {
      expect(await app().ctx.storage.get(file.storageKey)).not.toBeNull();
    }
    expect((await call('DELETE', url('nope', 'personal-data'))).statusCode).toBe(404);
  });
});
