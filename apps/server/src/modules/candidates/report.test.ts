import { randomUUID } from 'node:crypto';
import { type CandidateAnswers, candidateMessages as m, todayIn, yearsBefore } from '@app/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { candidateCounts, candidates, storedFiles } from '../../db/schema';
import { anAdmin, anEvent, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { errorOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { anOpenFlow, answers, applicationBody, apply } from './candidate-fixture';

const t = useTestApp({ candidateLimit: { maxAttempts: 1000, windowSeconds: 3600 } });

const today = todayIn('UTC');
/** Born `years` years ago today, plus `days` days (a later birth: younger). */
const bornYearsAgo = (years: number) => yearsBefore(today, years);

/** Six applicants, written as a submit stores them, with what the filters look at. */
const PEOPLE: [string, Partial<CandidateAnswers>][] = [
  [
    'ana',
    {
      gender: 'female',
      dob: bornYearsAgo(18),
      lastDegree: 'Law',
      universityName: 'LUMS',
      currentCity: 'Karachi',
      yearsOfExperience: '0',
    },
  ],
  [
    'ben',
    {
      gender: 'male',
      dob: bornYearsAgo(19),
      lastDegree: 'Engineering',
      universityName: 'NUST',
      currentCity: 'Lahore',
      yearsOfExperience: '1',
    },
  ],
  [
    'cai',
    {
      gender: 'male',
      dob: bornYearsAgo(25),
      lastDegree: 'Engineering',
      universityName: 'FAST',
      currentCity: 'Lahore',
      yearsOfExperience: '3',
    },
  ],
  [
    'dee',
    {
      gender: 'female',
      dob: bornYearsAgo(26),
      lastDegree: 'Humanities',
      universityName: 'PU',
      currentCity: 'Multan',
      yearsOfExperience: '8+',
    },
  ],
  [
    'eli',
    {
      gender: 'female',
      dob: bornYearsAgo(46),
      lastDegree: 'Computer Studies',
      universityName: 'ITU',
      currentCity: 'Lahore',
      yearsOfExperience: '8+',
    },
  ],
  [
    '=fay',
    {
      gender: 'male',
      dob: bornYearsAgo(45),
      lastDegree: 'Law',
      universityName: 'UET',
      currentCity: 'other',
      yearsOfExperience: '7',
    },
  ],
];

let owner: TestAdmin;
let eventId: string;
const ids: Record<string, string> = {};

beforeEach(async () => {
  const flow = await anOpenFlow(t.app);
  owner = flow.owner;
  eventId = flow.event.id;
  for (const [name, extra] of PEOPLE) {
    const body = applicationBody({
      answers: answers({ name, email: `${name.replace('=', '')}@example.com`, ...extra }),
    });
    const response = await apply(t.app, eventId, body);
    expect(response.statusCode).toBe(201);
    ids[name] = response.json().candidateId;
  }
});

const get = (url: string, cookie = owner.cookie) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const names = async (query: string) => {
  const response = await get(`/api/events/${eventId}/candidates?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().items.map((c: { name: string }) => c.name);
};

describe('the candidate report list', () => {
  it('lists newest first, 10 a page, with ages from the date of birth', async () => {
    const page = (await get(`/api/events/${eventId}/candidates`)).json();
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 10 });
    expect(page.items.map((c: { name: string }) => c.name)).toEqual([
      '=fay',
      'eli',
      'dee',
      'cai',
      'ben',
      'ana',
    ]);
    expect(page.items.map((c: { age: number }) => c.age)).toEqual([45, 46, 26, 25, 19, 18]);
  });

  it('pages by 5, 10, 15, 20 or All', async () => {
    expect(await names('pageSize=5&page=2')).toEqual(['ana']);
    const all = (await get(`/api/events/${eventId}/candidates?pageSize=all`)).json();
    expect(all.items).toHaveLength(6);
    expect((await get(`/api/events/${eventId}/candidates?pageSize=7`)).statusCode).toBe(400);
  });

  it('filters by gender, age group, degree, university, city, experience and shortlist', async () => {
    expect(await names('gender=female')).toEqual(['eli', 'dee', 'ana']);
    expect(await names('ageGroup=0-18')).toEqual(['ana']);
    expect(await names('ageGroup=19-25')).toEqual(['cai', 'ben']);
    expect(await names('ageGroup=26-45')).toEqual(['=fay', 'dee']);
    expect(await names('ageGroup=46-above')).toEqual(['eli']);
    expect(await names('degree=Engineering&gender=male')).toEqual(['cai', 'ben']);
    expect(await names('university=ITU')).toEqual(['eli']);
    expect(await names('city=Lahore')).toEqual(['eli', 'cai', 'ben']);
    expect(await names('experience=8%2B')).toEqual(['eli', 'dee']);
    expect(await names('shortlisted=yes')).toEqual([]);
  });

  it('searches name, e-mail and degree, whatever the case', async () => {
    expect(await names('search=CA')).toEqual(['cai']);
    expect(await names('search=dee%40ex')).toEqual(['dee']);
    expect(await names('search=law')).toEqual(['=fay', 'ana']);
    expect(await names('search=%25')).toEqual([]);
  });
});

describe('the search (part B §2: name, e-mail, degree)', () => {
  /** Applies with a name, an e-mail and a degree to `event` (the owner's by default). */
  const applyAs = async (name: string, email: string, lastDegree: string, event = eventId) => {
    const body = applicationBody({ answers: answers({ name, email, lastDegree }) });
    const response = await apply(t.app, event, body);
    expect(response.statusCode).toBe(201);
  };

  it('finds any word of the name, e-mail or degree, not only its start', async () => {
    await applyAs('Sara Ali', 'x@mail.test', 'Business and Management');
    await applyAs('Omar Khan', 'omar.k@example.com', 'Computer Studies');
    // A surname.
    expect(await names('search=Ali')).toEqual(['Sara Ali']);
    // The e-mail's domain.
    expect(await names('search=mail.test')).toEqual(['Sara Ali']);
    expect(await names('search=%40mail')).toEqual(['Sara Ali']);
    // A word of the degree.
    expect(await names('search=management')).toEqual(['Sara Ali']);
    expect(await names('search=STUDIES')).toEqual(['Omar Khan', 'eli']);
    // Across the words, as written.
    expect(await names('search=sara%20al')).toEqual(['Sara Ali']);
    const page = (await get(`/api/events/${eventId}/candidates?search=khan&pageSize=5`)).json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 5 });
  });

  it('reads % and _ as themselves, and the CSV matches as the list does', async () => {
    await applyAs('Tariq Noor', 'ta_i@example.com', 'Law');
    await applyAs('Sara Ali', 'sara@example.com', 'Law');
    await applyAs('Percy 100%', 'percy@example.com', 'Law');
    // Unescaped, "a_i" would find "ali" and "%" everyone.
    expect(await names('search=a_i')).toEqual(['Tariq Noor']);
    expect(await names('search=_')).toEqual(['Tariq Noor']);
    expect(await names('search=0%25')).toEqual(['Percy 100%']);
    expect(await names('search=%25')).toEqual(['Percy 100%']);
    expect(await names('search=%5C')).toEqual([]);
    const csv = await get(`/api/events/${eventId}/candidates.csv?search=a_i`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split(/\r?\n/);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.startsWith('Tariq Noor,')).toBe(true);
  });

  it("never shows another account's candidates, nor another event's", async () => {
    const openEvent = (admin: TestAdmin) =>
      anEvent(t.app, admin, {
        projectType: 'ace',
        candidateFlow: true,
        launchDate: today,
        closingDate: '2099-12-31',
        registrationFields: ['fullName', 'email'],
      });
    await applyAs('Sara Ali', 'sara@example.com', 'Law');
    const rival = await anAdmin(t.app, {
      email: 'hr@rival.test',
      companyName: 'Rival Ltd',
      account: { projectType: 'ace' },
    });
    const rivalEvent = await openEvent(rival);
    await applyAs('Zain Ali', 'zain@mail.test', 'Law', rivalEvent.id);
    const sibling = await openEvent(owner);
    await applyAs('Hina Ali', 'hina@mail.test', 'Law', sibling.id);

    expect(await names('search=ali')).toEqual(['Sara Ali']);
    expect(await names('search=mail.test')).toEqual([]);
    const theirs = await get(`/api/events/${rivalEvent.id}/candidates?search=ali`, rival.cookie);
    expect(theirs.json().items.map((c: { name: string }) => c.name)).toEqual(['Zain Ali']);
    // Their admin searching our event gets the answer a missing event gets.
    const foreign = await get(`/api/events/${eventId}/candidates?search=ali`, rival.cookie);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('shortlisting and deleting', () => {
  it('shortlists and removes from the shortlist', async () => {
    const url = `/api/events/${eventId}/candidates/${ids.ben}/shortlist`;
    const put = (shortlisted: boolean) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { cookie: owner.cookie },
        payload: { shortlisted },
      });
    expect((await put(true)).json()).toEqual({ shortlisted: true });
    expect(await names('shortlisted=yes')).toEqual(['ben']);
    expect(await names('shortlisted=no')).not.toContain('ben');
    await put(false);
    expect(await names('shortlisted=yes')).toEqual([]);
  });

  it('deletes a candidate with their files', async () => {
    const [row] = await t.app.ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, ids.ana ?? ''));
    const [file] = await t.app.ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.resumeFileId ?? ''));
    expect(await t.app.ctx.storage.get(file?.storageKey ?? '')).not.toBeNull();
    const url = `/api/events/${eventId}/candidates/${ids.ana}`;
    const response = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await names('pageSize=all')).not.toContain('ana');
    expect(await t.app.ctx.storage.get(file?.storageKey ?? '')).toBeNull();
    expect(
      await t.app.ctx.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, file?.id ?? '')),
    ).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url, headers: { cookie: owner.cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(m.candidateNotFound);
  });

  it('deleting the event removes its candidates and their files', async () => {
    const keys = (
      await t.app.ctx.db.select().from(storedFiles).where(eq(storedFiles.kind, 'candidate-file'))
    ).map((f) => f.storageKey);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await t.app.ctx.db.select().from(candidates)).toEqual([]);
    for (const key of keys) {
      expect(await t.app.ctx.storage.get(key)).toBeNull();
    }
  });
});

describe('the stored totals', () => {
  it('agree with a recount after applications, shortlisting and deletes', async () => {
    const recount = async () => {
      const rows = await t.app.ctx.db.select().from(candidates);
      const [row] = await t.app.ctx.db.select().from(candidateCounts);
      return {
        stored: { total: row?.total, shortlisted: row?.shortlisted },
        real: { total: rows.length, shortlisted: rows.filter((r) => r.shortlisted).length },
      };
    };
    const check = async () => {
      const { stored, real } = await recount();
      expect(stored).toEqual(real);
    };
    await check();
    const shortlist = (id: string | undefined, shortlisted: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${eventId}/candidates/${id}/shortlist`,
        headers: { cookie: owner.cookie },
        payload: { shortlisted },
      });
    // Parallel changes of the same rows, and a repeated one, still count once each.
    await Promise.all([
      shortlist(ids.ben, true),
      shortlist(ids.cai, true),
      shortlist(ids.ben, true),
    ]);
    await check();
    expect((await get(`/api/events/${eventId}/candidates?shortlisted=yes`)).json().total).toBe(2);
    expect((await get(`/api/events/${eventId}/candidates?shortlisted=no`)).json().total).toBe(4);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}/candidates/${ids.ben}`,
      headers: { cookie: owner.cookie },
    });
    await check();
    expect((await get(`/api/events/${eventId}/candidates`)).json().total).toBe(5);
    expect((await get(`/api/events/${eventId}/candidates?shortlisted=yes`)).json().total).toBe(1);
  });
});

describe('the detail, the files and the CSV', () => {
  it('gives every answer and downloads the resume as an attachment', async () => {
    const detail = (await get(`/api/events/${eventId}/candidates/${ids.cai}`)).json();
    expect(detail).toMatchObject({
      id: ids.cai,
      age: 25,
      shortlisted: false,
      drivingLicenseFile: null,
    });
    expect(detail.answers).toMatchObject({
      name: 'cai',
      universityName: 'FAST',
      cnic: '3520212345671',
    });
    expect(detail.resume).toMatchObject({ name: 'cv.pdf', contentType: 'application/pdf' });
    const file = await get(detail.resume.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await get(detail.resume.url.replace('/resume', '/drivingLicenseFile'))).statusCode,
    ).toBe(404);
  });

  it("'User CSV' has the fixed columns, the filters, and neutralised formulas", async () => {
    const response = await get(`/api/events/${eventId}/candidates.csv?gender=male`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="User-CSV.csv"');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('Name,Guardian,Date of Birth,Email,Phone')).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines[1]?.startsWith("'=fay,Imran Khan,")).toBe(true);
    expect(lines[2]).toContain('cai@example.com');
  });
});

describe("another account's admin", () => {
  it('gets the same answer as for a missing event on every candidate route, and changes nothing', async () => {
    const other = await anAdmin(t.app, {
      email: 'other@rival.test',
      companyName: 'Rival Ltd',
      account: { projectType: 'ace' },
    });
    const routes: [string, string, object?][] = [
      ['GET', `/api/events/{e}/candidates`],
      ['GET', `/api/events/{e}/candidates.csv`],
      ['GET', `/api/events/{e}/candidates/${ids.ben}`],
      ['GET', `/api/events/{e}/candidates/${ids.ben}/files/resume`],
      ['PUT', `/api/events/{e}/candidates/${ids.ben}/shortlist`, { shortlisted: true }],
      ['DELETE', `/api/events/{e}/candidates/${ids.ben}`],
    ];
    for (const [method, url, payload] of routes) {
      const call = (id: string) =>
        t.app.inject({
          method: method as 'GET',
          url: url.replace('{e}', id),
          headers: { cookie: other.cookie },
          ...(payload ? { payload } : {}),
        });
      const foreign = await call(eventId);
      const missing = await call('no-such-event');
      expect(foreign.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(foreign)).toEqual(errorOf(missing));
      // Signed out: nothing either.
      const anonymous = await t.app.inject({
        method: method as 'GET',
        url: url.replace('{e}', eventId),
      });
      expect(anonymous.statusCode).toBe(401);
    }
    const [ben] = await t.app.ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, ids.ben ?? ''));
    expect(ben?.shortlisted).toBe(false);
    // The stored file is not served by the public file route either.
    const publicFile = await t.app.inject({
      method: 'GET',
      url: `/api/files/${ben?.resumeFileId}`,
    });
    expect(publicFile.statusCode).toBe(404);
  });

  it('the super admin reads the report but cannot change it', async () => {
    const root = await theSuperAdmin(t.app);
    expect((await get(`/api/events/${eventId}/candidates`, root.cookie)).json().total).toBe(6);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/candidates/${ids.ben}/shortlist`,
      headers: { cookie: root.cookie },
      payload: { shortlisted: true },
    });
    expect(put.statusCode).toBe(403);
  });

  it('a missing candidate id, or one that is no uuid, is a plain 404', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await get(`/api/events/${eventId}/candidates/${id}`);
      expect(response.statusCode).toBe(404);
    }
  });
});
