import { DEFAULT_GRADES, REPORT_CSV_NAMES, reportMessages } from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { participantCompetencyScores, participants } from '../../db/schema';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { reportEvent } from './report-fixture';

/**
 * Every report on the hand-computed event of report-fixture.ts: 5 participants, levels 1–3,
 * competencies Grit and Focus. The expected numbers are worked out in the comments.
 */
const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let eventId: string;
let ids: Awaited<ReturnType<typeof reportEvent>>['ids'];

beforeEach(async () => {
  owner = await anAdmin(app(), { account: { projectType: 'progress' } });
  ({ eventId, ids } = await reportEvent(app(), owner));
});

async function get(url: string, cookie = owner.cookie) {
  return app().inject({ method: 'GET', url, headers: { cookie } });
}
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (body: { items: { email: string }[] }) =>
  body.items.map((r) => r.email.split('@')[0]);

/** Saves the owner's grades as the Grades screen does. */
async function saveGrades(items: { name: string; start: number; end: number; order: number }[]) {
  const put = await app().inject({
    method: 'PUT',
    url: '/api/grades',
    headers: { cookie: owner.cookie },
    payload: { items },
  });
  expect(put.statusCode, put.body).toBe(200);
  return put;
}

describe('leaderboard', () => {
  it('ranks by current score with the spec’s fields, and filters rank within the filter', async () => {
    const page = await json(`/api/events/${eventId}/leaderboard`);
    expect(names(page)).toEqual(['ana', 'cai', 'ben', 'dee', 'eli']);
    expect(page.items.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(page.total).toBe(5);
    expect(page.items[0]).toMatchObject({
      currentScore: 3000,
      currentLevel: 4,
      completedOnce: true,
      department: 'MU-1',
      userInfo: { GPID: 'GP-ana' },
    });
    const mu1 = await json(`/api/events/${eventId}/leaderboard?departments=MU-1`);
    expect(names(mu1)).toEqual(['ana', 'ben', 'eli']);
    expect(mu1.items.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
    const search = await json(`/api/events/${eventId}/leaderboard?search=ca`);
    expect(names(search)).toEqual(['cai']);
  });

  it('Fun Facts: most achievements first, only those with capabilities (not eli)', async () => {
    const facts = await json(`/api/events/${eventId}/leaderboard/fun-facts`);
    expect(
      facts.items.map((r: { name: string; achievementCount: number }) => [
        r.name,
        r.achievementCount,
      ]),
    ).toEqual([
      ['Ana', 3],
      ['Cai', 1],
    ]);
    expect(facts.items[0].achievements).toEqual({
      highAchiever: 1,
      mostlyRight: 2,
      speedDemon: 0,
      streakOf10: 0,
    });
  });

  it('the CSV has the spec’s name and header, every filtered row, and neutralised formulas', async () => {
    const response = await get(`/api/events/${eventId}/leaderboard.csv?regions=North`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-disposition'])).toContain(
      encodeURIComponent(REPORT_CSV_NAMES.leaderboard),
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'rank,GPID,name,Country,Job Sub-Function,Job Function,Gender,HR Manager Name,Region (Label),Level,Market Unit Code,Work Location,email,currentLevel,completedOnce,currentScore,attempts,lastUpdated',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^1,GP-ana,Ana,PK,,"'=HYPERLINK\(""x""\)",,,,L05,MU-1,North,ana@example.com,4,Yes,"3,000",1,"\d\d\/\w{3}\/\d\d, \d\d:\d\d"$/,
    );
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['Ana', 'Cai', 'Eli']);
  });
});

describe('level reports', () => {
  it('Level Statistics: min, average, max, players and pass rate per level', async () => {
    const stats = await json(`/api/events/${eventId}/level-statistics`);
    expect(stats.items).toEqual([
      // 1000, 700, 1100, 500: average 825; 3 of 4 passed.
      {
        level: '1',
        kind: 'numeric',
        min: 500,
        average: 825,
        max: 1100,
        players: 4,
        passed: 3,
        passRate: 75,
      },
      // 1200, 800, 900: average 966.7 → 967; 2 of 3 → 66.7 → 67%.
      {
        level: '2',
        kind: 'numeric',
        min: 800,
        average: 967,
        max: 1200,
        players: 3,
        passed: 2,
        passRate: 67,
      },
      {
        level: '3',
        kind: 'numeric',
        min: 800,
        average: 800,
        max: 800,
        players: 2,
        passed: 2,
        passRate: 100,
      },
    ]);
  });

  it('Level Strength Report: per level averages, All Levels = their sum over their number', async () => {
    const strengths = await json(`/api/events/${eventId}/level-strengths`);
    expect(strengths).toEqual({
      competencies: ['Grit', 'Focus'],
      levels: [
        // Grit (80+40+90+10)/4 = 55; Focus (60+20+100+0)/4 = 45.
        { level: '1', players: 4, percentages: [55, 45] },
        // Grit (70+50+60)/3 = 60; Focus (90+70)/2 = 80.
        { level: '2', players: 3, percentages: [60, 80] },
        { level: '3', players: 2, percentages: [65, 65] },
      ],
      // Grit (55+60+65)/3 = 60; Focus (45+80+65)/3 = 63.3 → 64.
      allLevels: [60, 64],
    });
  });

  it('an event nobody played shows every level empty', async () => {
    const other = await reportEvent(app(), owner);
    await app().ctx.db.execute(
      // The fixture's players are removed through the tables, so the totals must follow.
      (await import('drizzle-orm')).sql`delete from participants where event_id = ${other.eventId}`,
    );
    const stats = await json(`/api/events/${other.eventId}/level-statistics`);
    expect(stats.items[0]).toMatchObject({
      min: null,
      average: null,
      max: null,
      players: 0,
      passRate: 0,
    });
    const strengths = await json(`/api/events/${other.eventId}/level-strengths`);
    expect(strengths.allLevels).toEqual([null, null]);
  });
});

describe('user strength report', () => {
  it('finds at most 5 by name or e-mail prefix; nobody for a miss', async () => {
    expect((await json(`/api/events/${eventId}/user-strengths?search=A`)).items).toEqual([
      { id: ids.ana, name: 'Ana', email: 'ana@example.com' },
    ]);
    expect((await json(`/api/events/${eventId}/user-strengths?search=nobody`)).items).toEqual([]);
    expect((await json(`/api/events/${eventId}/user-strengths?search=e`)).items).toHaveLength(1);
  });

  it('shows the dials and the level scores, and nothing for one who has not played', async () => {
    const report = await json(`/api/events/${eventId}/user-strengths/${ids.ben}`);
    expect(report.competencies).toEqual([
      { competency: 'Grit', percentage: 45, levelsPlayed: 2 },
      { competency: 'Focus', percentage: 20, levelsPlayed: 1 },
    ]);
    expect(
      report.levels.map((l: { level: string; scores: unknown[] }) => [l.level, l.scores.length]),
    ).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
    const eli = await json(`/api/events/${eventId}/user-strengths/${ids.eli}`);
    expect(eli).toMatchObject({ competencies: [], levels: [] });
    const missing = await get(`/api/events/${eventId}/user-strengths/not-a-uuid`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(reportMessages.participantNotFound);
  });
});

describe('assessor board', () => {
  it('lists percentages in competency order; minimums and Only Completed filter', async () => {
    const all = await json(`/api/events/${eventId}/strength-details`);
    expect(all.competencies).toEqual(['Grit', 'Focus']);
    expect(
      all.items.map((r: { email: string; percentages: unknown[] }) => [r.email, r.percentages]),
    ).toEqual([
      ['ana@example.com', [84, 67]],
      ['cai@example.com', [60, 84]],
      ['ben@example.com', [45, 20]],
      ['dee@example.com', [10, 0]],
      ['eli@example.com', [null, null]],
    ]);
    expect(names(await json(`/api/events/${eventId}/strength-details?minimums=70`))).toEqual([
      'ana',
    ]);
    expect(names(await json(`/api/events/${eventId}/strength-details?minimums=,50`))).toEqual([
      'ana',
      'cai',
    ]);
    // Totals read from the histogram (one minimum) and counted (two) agree with the rows.
    const one = await json(`/api/events/${eventId}/strength-details?minimums=,50&completed=only`);
    expect([names(one), one.total]).toEqual([['ana', 'cai'], 2]);
    const two = await json(`/api/events/${eventId}/strength-details?minimums=70,50`);
    expect([names(two), two.total]).toEqual([['ana'], 1]);
    const none = await json(`/api/events/${eventId}/strength-details?minimums=100`);
    expect([names(none), none.total]).toEqual([[], 0]);
    // One minimum nobody reaches empties the board, however many reach the other.
    const neither = await json(`/api/events/${eventId}/strength-details?minimums=100,50`);
    expect([names(neither), neither.total]).toEqual([[], 0]);
    const completed = await json(`/api/events/${eventId}/strength-details?completed=only`);
    expect([names(completed), completed.total]).toEqual([['ana', 'cai'], 2]);
    expect(
      names(await json(`/api/events/${eventId}/strength-details?totalMin=1000&totalMax=2900`)),
    ).toEqual(['cai', 'ben']);
    const bad = await get(`/api/events/${eventId}/strength-details?minimums=101`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(reportMessages.badMinimums);
  });

  it('the CSV is named and filtered like the board', async () => {
    const response = await get(`/api/events/${eventId}/strength-details.csv?completed=only`);
    expect(String(response.headers['content-disposition'])).toContain(
      REPORT_CSV_NAMES.strengthDetail,
    );
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Name,Email,Market Unit Code,Work Location,Completed,Grit,Focus',
      'Ana,ana@example.com,MU-1,North,Yes,84%,67%',
      'Cai,cai@example.com,MU-2,North,Yes,60%,84%',
    ]);
  });
});

describe('competency report', () => {
  const counts = (body: { bands: { name: string; counts: number[] }[] }) =>
    Object.fromEntries(body.bands.map((b) => [b.name, b.counts]));

  it('counts each competency per grade and lists the chosen one, highest first', async () => {
    const report = await json(`/api/events/${eventId}/competency-report`);
    expect(report.competency).toBe('Grit');
    expect(report.areas).toEqual({ department: true, region: true });
    // Grit 84, 45, 60, 10; Focus 67, 20, 84, 0 (eli has none).
    expect(counts(report)).toEqual({
      'Needs Development': [1, 2],
      Developing: [1, 0],
      Proficient: [1, 1],
      Advanced: [1, 1],
    });
    expect(
      report.items.map((r: { email: string; percentage: number; grade: string }) => [
        r.email,
        r.percentage,
        r.grade,
      ]),
    ).toEqual([
      ['ana@example.com', 84, 'Advanced'],
      ['cai@example.com', 60, 'Proficient'],
      ['ben@example.com', 45, 'Developing'],
      ['dee@example.com', 10, 'Needs Development'],
    ]);
    expect(report.total).toBe(4);
  });

  it('orders a tie by e-mail, following a participant whose e-mail changes', async () => {
    const db = app().ctx.db;
    // Ben and Dee tie with Ana on Grit.
    await db
      .update(participantCompetencyScores)
      .set({ averagePercentage: 84 })
      .where(
        and(
          inArray(participantCompetencyScores.participantId, [ids.ben, ids.dee]),
          eq(participantCompetencyScores.competency, 'Grit'),
        ),
      );
    const tie = await json(`/api/events/${eventId}/competency-report?competency=Grit`);
    expect(names(tie)).toEqual(['ana', 'ben', 'dee', 'cai']);
    // The rows' copy of the e-mail, the order's second key, is kept by the database.
    await db
      .update(participants)
      .set({ email: 'Aaron@example.com', emailLower: 'aaron@example.com' })
      .where(eq(participants.id, ids.dee));
    const renamed = await json(`/api/events/${eventId}/competency-report?competency=Grit`);
    expect(names(renamed)).toEqual(['Aaron', 'ana', 'ben', 'cai']);
    const csv = await get(`/api/events/${eventId}/competency-report.csv?competency=Grit`);
    expect(
      csv.body
        .split('\r\n')
        .slice(1, 4)
        .map((line) => line.split(',')[1]),
    ).toEqual(['Aaron@example.com', 'ana@example.com', 'ben@example.com']);
  });

  it('Only Completed, the area filters and a grade change the cards and the rows', async () => {
    const completed = await json(
      `/api/events/${eventId}/competency-report?completed=only&competency=Focus`,
    );
    expect(counts(completed)).toEqual({
      'Needs Development': [0, 0],
      Developing: [0, 0],
      Proficient: [1, 1],
      Advanced: [1, 1],
    });
    expect([names(completed), completed.total]).toEqual([['cai', 'ana'], 2]);
    const mu2 = await json(`/api/events/${eventId}/competency-report?departments=MU-2`);
    expect(names(mu2)).toEqual(['cai', 'dee']);
    const graded = await json(
      `/api/events/${eventId}/competency-report?competency=Focus&grade=Needs%20Development`,
    );
    expect([names(graded), graded.total]).toEqual([['ben', 'dee'], 2]);
    const unknown = await get(`/api/events/${eventId}/competency-report?competency=Nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(reportMessages.unknownCompetency);
  });

  it('the CSV: Name, Email, "competency - value%", the Grade, then the area columns', async () => {
    const response = await get(`/api/events/${eventId}/competency-report.csv?competency=Focus`);
    expect(String(response.headers['content-disposition'])).toContain(
      encodeURIComponent(REPORT_CSV_NAMES.competencyReport),
    );
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Name,Email,Competency,Grade,Market Unit Code,Work Location',
      'Cai,cai@example.com,Focus - 84%,Advanced,MU-2,North',
      'Ana,ana@example.com,Focus - 67%,Proficient,MU-1,North',
      'Ben,ben@example.com,Focus - 20%,Needs Development,MU-1,South',
      'Dee,dee@example.com,Focus - 0%,Needs Development,MU-2,South',
    ]);
  });

  it('the CSV’s Grade is the report’s grade on every row, formula-like names neutralised', async () => {
    // 80–100 is left uncovered: the report says null there, the CSV an empty cell.
    await saveGrades([
      { name: 'Low', start: 0, end: 49, order: 1 },
      { name: '=High', start: 50, end: 79, order: 2 },
    ]);
    const report = await json(`/api/events/${eventId}/competency-report`);
    const csv = await get(`/api/events/${eventId}/competency-report.csv`);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const at = header?.indexOf('Grade') ?? -1;
    expect(at).toBe(3);
    const shown = report.items.map((r: { grade: string | null }) =>
      r.grade?.startsWith('=') ? `'${r.grade}` : (r.grade ?? ''),
    );
    expect(shown).toEqual(['', "'=High", 'Low', 'Low']);
    expect(rows.map((cells) => cells[at])).toEqual(shown);
  });

  it('uses the account’s own grades once saved', async () => {
    const put = await saveGrades([
      { name: 'Low', start: 0, end: 49, order: 1 },
      { name: 'High', start: 50, end: 100, order: 2 },
    ]);
    expect(put.json().isDefault).toBe(false);
    const report = await json(`/api/events/${eventId}/competency-report`);
    expect(counts(report)).toEqual({ Low: [2, 2], High: [2, 2] });
  });
});

describe('grades', () => {
  it('start as the defaults; bad grades answer 400 with the fields and change nothing', async () => {
    expect(await json('/api/grades')).toEqual({ items: DEFAULT_GRADES, isDefault: true });
    const bad = await app().inject({
      method: 'PUT',
      url: '/api/grades',
      headers: { cookie: owner.cookie },
      payload: {
        items: [
          { name: 'A', start: 0, end: 60, order: 1 },
          { name: 'B', start: 50, end: 100, order: 2 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'items.1.start': 'B overlaps A' });
    expect((await json('/api/grades')).isDefault).toBe(true);
  });

  it('parallel saves leave one whole set, never a mix', async () => {
    const set = (name: string) => ({
      items: [
        { name: `${name} low`, start: 0, end: 49, order: 1 },
        { name: `${name} high`, start: 50, end: 100, order: 2 },
      ],
    });
    const responses = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        app().inject({
          method: 'PUT',
          url: '/api/grades',
          headers: { cookie: owner.cookie },
          payload: set(name),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await json('/api/grades')).items.map((g: { name: string }) => g.name);
    expect(saved).toHaveLength(2);
    expect(String(saved[0]).split(' ')[0]).toBe(String(saved[1]).split(' ')[0]);
  });
});

describe('tenancy', () => {
  const routes = (id: string) => [
    `/api/events/${id}/leaderboard`,
    `/api/events/${id}/leaderboard.csv`,
    `/api/events/${id}/leaderboard/fun-facts`,
    `/api/events/${id}/level-statistics`,
    `/api/events/${id}/level-strengths`,
    `/api/events/${id}/user-strengths?search=a`,
    `/api/events/${id}/user-strengths/00000000-0000-4000-8000-000000000000`,
    `/api/events/${id}/strength-details`,
    `/api/events/${id}/strength-details.csv`,
    `/api/events/${id}/competency-report`,
    `/api/events/${id}/competency-report.csv`,
    `/api/events/${id}/live`,
  ];

  it('another account’s admin gets what a missing event gets, on every report route', async () => {
    const other = await anAdmin(app(), { email: 'other@example.com', companyName: 'Other Co' });
    const missingRoutes = routes('9999x');
    for (const [i, mine] of routes(eventId).entries()) {
      const missing = missingRoutes[i] ?? '';
      const foreign = await get(mine, other.cookie);
      const absent = await get(missing, other.cookie);
      expect([mine, foreign.statusCode, bodyOf(foreign)]).toEqual([mine, 404, bodyOf(absent)]);
    }
    // Their grades are their own: saving them leaves the owner's untouched.
    await app().inject({
      method: 'PUT',
      url: '/api/grades',
      headers: { cookie: other.cookie },
      payload: { items: [{ name: 'All', start: 0, end: 100, order: 1 }] },
    });
    expect((await json('/api/grades')).isDefault).toBe(true);
  });
});
