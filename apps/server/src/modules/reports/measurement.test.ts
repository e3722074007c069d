import {
  ageGroupFromBirthDate,
  analyseItems,
  DEFAULT_GRADES,
  type FairnessRow,
  fairnessReport,
  firstAnswers,
  ITEM_ANALYSIS_PAGE_SIZE,
  type ItemAnalysisRow,
  MEASUREMENT_CSV_NAMES,
  mean,
  measurementMessages,
  type ReliabilityRow,
  scoreReliability,
  scoringRows,
} from '@app/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../platform/csv';
import { anAdmin, type TestAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { useTestApp } from '../../test/test-app';
import { measurementEvent, type Person, type WrittenResponse } from './measurement-fixture';
import { participantIdBatches } from './queries/responses';

/**
 * The measurement reads on measurement-fixture.ts: each figure the server shows is the domain
 * function's on the responses the fixture wrote (not read back through the server's matrix).
 */
const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let eventId: string;
let written: WrittenResponse[];
let people: Person[];
let screenIds: string[];

beforeEach(async () => {
  owner = await anAdmin(app(), { account: { projectType: 'progress' } });
  ({ eventId, written, people, screenIds } = await measurementEvent(app(), owner));
}, 120_000);

async function get(url: string, cookie = owner.cookie) {
  return app().inject({ method: 'GET', url, headers: { cookie } });
}
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function allItems(query = ''): Promise<ItemAnalysisRow[]> {
  const items: ItemAnalysisRow[] = [];
  for (let page = 1; ; page++) {
    const body = await json(`/api/events/${eventId}/item-analysis?page=${page}${query}`);
    items.push(...body.items);
    if (page * ITEM_ANALYSIS_PAGE_SIZE >= body.total) {
      return items;
    }
  }
}

describe('item analysis', () => {
  it('shows each item’s figures as the domain computes them on the same answers', async () => {
    const expected = analyseItems(firstAnswers(written));
    const items = await allItems();
    expect(items).toHaveLength(6 + screenIds.length);
    for (const e of expected) {
      const item = items.find((i) => i.itemId === e.itemId);
      expect(item, e.itemId).toBeDefined();
      expect(item?.answers).toBe(e.answers);
      expect(item?.facility).toBeCloseTo(e.facility ?? Number.NaN, 10);
      expect(item?.discrimination).toBeCloseTo(e.discrimination ?? Number.NaN, 10);
      expect(item?.flags).toEqual(e.flags);
      expect(item?.optionShares?.map(({ label: _, ...s }) => s)).toEqual(e.optionShares);
      const seconds = firstAnswers(written)
        .filter((r) => r.itemId === e.itemId && r.seconds !== null)
        .map((r) => r.seconds ?? 0);
      expect(item?.meanSeconds).toBeCloseTo(mean(seconds) ?? Number.NaN, 10);
    }
    // Every item here has at least 30 answers and a rest score: all figures are shown.
    expect(items.every((i) => i.answers >= 30 && i.discrimination !== null)).toBe(true);
    const grit = items.find((i) => i.text === 'Grit one?');
    expect(grit).toMatchObject({ kind: 'question', level: '1', competency: 'Grit' });
    expect(grit?.optionShares?.find((s) => s.option === '0')?.label).toBe('Best');
  });

  it('filters by level and sorts by each figure, nulls last, on the server', async () => {
    const mini = await allItems('&level=Mini%201');
    expect(mini.map((i) => i.itemId).sort()).toEqual([...screenIds].sort());
    expect(mini.every((i) => i.kind === 'screen' && i.competency === 'Mini 1')).toBe(true);
    for (const sort of ['answers', 'facility', 'discrimination', 'meanSeconds'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const values = (await allItems(`&sort=${sort}&dir=${dir}`)).map((i) => i[sort]);
        const shown = values.filter((v): v is number => v !== null);
        const ordered = [...shown].sort((a, b) => (dir === 'asc' ? a - b : b - a));
        expect(shown, `${sort} ${dir}`).toEqual(ordered);
        expect(values.slice(shown.length).every((v) => v === null)).toBe(true);
      }
    }
    const levelOrder = (await allItems()).map((i) => i.level);
    expect(levelOrder.indexOf('Mini 1')).toBeGreaterThan(levelOrder.lastIndexOf('1'));
    const unknown = await get(`/api/events/${eventId}/item-analysis?level=9`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(measurementMessages.unknownLevel);
  });
});

function expectReliability(row: ReliabilityRow | undefined, rows: readonly WrittenResponse[]) {
  const r = scoreReliability(rows);
  expect(row?.participants).toBe(r.participants);
  expect(row?.items).toBe(r.items);
  for (const key of ['alpha', 'alphaAtLength', 'sem', 'sdTotal', 'meanItemsAnswered'] as const) {
    expect(row?.[key], key).toBeCloseTo(r[key] ?? Number.NaN, 10);
  }
}

describe('reliability', () => {
  it('gives alpha and the SEM per competency and for the total, as the domain does', async () => {
    const body = await json(`/api/events/${eventId}/reliability`);
    const questions = written.filter((r) => r.level === '1');
    expect(body.items.map((r: ReliabilityRow) => r.competency)).toEqual(['Grit', 'Focus', null]);
    for (const c of ['Grit', 'Focus']) {
      expectReliability(
        body.items.find((r: ReliabilityRow) => r.competency === c),
        questions.filter((r) => r.competency === c),
      );
    }
    expectReliability(
      body.items.find((r: ReliabilityRow) => r.scope === 'total'),
      questions,
    );
  });

  it('the response-matrix CSV recomputes the alpha and SEM the reliability read shows', async () => {
    const response = await get(`/api/events/${eventId}/responses.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(MEASUREMENT_CSV_NAMES.responses);
    const table = parseCsv(response.rawPayload);
    if (!table) {
      throw new Error('not a CSV');
    }
    expect(table.rows).toHaveLength(written.length);
    const unanswered = table.rows.filter((r) => r.values.Answered === 'No');
    expect(unanswered.length).toBe(written.filter((r) => r.option === null).length);
    expect(unanswered.every((r) => r.values.Points === '0' && r.values.Option === '')).toBe(true);
    const fromFile = table.rows
      .filter((r) => r.values.Kind === 'Question')
      .map((r) => ({
        participantId: r.values['Participant ID'] ?? '',
        itemId: r.values['Item ID'] ?? '',
        competency: r.values.Competency ?? '',
        points: Number(r.values.Points),
        maxPoints: Number(r.values.Most),
      }));
    const body = await json(`/api/events/${eventId}/reliability`);
    for (const row of body.items as ReliabilityRow[]) {
      const rows = fromFile.filter(
        (r) => row.competency === null || r.competency === row.competency,
      );
      const recomputed = scoreReliability(rows);
      expect(recomputed.alpha, row.competency ?? 'total').toBeCloseTo(row.alpha ?? Number.NaN, 10);
      expect(recomputed.sem).toBeCloseTo(row.sem ?? Number.NaN, 10);
      // Percentage points: the spread of scores between 0% and 100%, never the points'.
      expect(row.sdTotal ?? Number.NaN).toBeLessThanOrEqual(100);
    }
  });
});

describe('response matrix batches', () => {
  it('walks every participant once by keyset, whatever the batch size', async () => {
    const scope = { kind: 'event' as const, accountId: owner.accountId, eventId };
    const seen: string[] = [];
    let batches = 0;
    for await (const batch of participantIdBatches(app().ctx.db, scope, 7)) {
      batches += 1;
      seen.push(...batch.map((p) => p.id));
    }
    expect(batches).toBe(Math.ceil(people.length / 7));
    expect([...seen].sort()).toEqual(people.map((p) => p.id).sort());
    expect(seen).toEqual([...seen].sort());
  });
});

describe('fairness', () => {
  it('gives rates, impact ratios and flags by gender and age group, as the domain does', async () => {
    const body = await json(`/api/events/${eventId}/fairness`);
    const age = (p: Person) => ageGroupFromBirthDate(p.dob, body.asOf);
    const tables = (rows: { p: Person; selected: boolean }[]) => ({
      byGender: fairnessReport(rows.map(({ p, selected }) => ({ group: p.gender, selected }))),
      byAgeGroup: fairnessReport(rows.map(({ p, selected }) => ({ group: age(p), selected }))),
    });
    const scoring = (score: (p: Person) => number) => {
      const above: FairnessRow[] = scoringRows(
        people.map((p) => ({ group: null, score: score(p) })),
      );
      return tables(people.map((p, i) => ({ p, selected: !!above[i]?.selected })));
    };
    const top = DEFAULT_GRADES[DEFAULT_GRADES.length - 1];
    const inTop = (v: number) => v >= (top?.start ?? 0) && v <= (top?.end ?? 100);
    expect(body.audits).toEqual([
      {
        decision: 'levelPass',
        subject: '1',
        band: null,
        people: 40,
        ...tables(people.map((p) => ({ p, selected: p.passed }))),
      },
      {
        decision: 'topBand',
        subject: 'Grit',
        band: top?.name,
        people: 40,
        ...tables(people.map((p) => ({ p, selected: inTop(p.grit) }))),
      },
      {
        decision: 'topBand',
        subject: 'Focus',
        band: top?.name,
        people: 40,
        ...tables(people.map((p) => ({ p, selected: inTop(p.focus) }))),
      },
      {
        decision: 'scoringRate',
        subject: 'Total score',
        band: null,
        people: 40,
        ...scoring((p) => p.score),
      },
      {
        decision: 'scoringRate',
        subject: 'Grit',
        band: null,
        people: 40,
        ...scoring((p) => p.grit),
      },
      {
        decision: 'scoringRate',
        subject: 'Focus',
        band: null,
        people: 40,
        ...scoring((p) => p.focus),
      },
    ]);
    // The fixture's groups: genders from userInfo (M, female, F) and two from a candidate form.
    const genders = body.audits[0].byGender;
    expect(genders.groups.map((g: { group: string }) => g.group)).toEqual(['Female', 'Male']);
    expect(genders.unknown).toBe(8);
    // It reaches a four-fifths flag and a suppressed group (under 5: no count, no rate).
    expect(genders.groups.find((g: { group: string }) => g.group === 'Male')?.flagged).toBe(true);
    expect(
      body.audits[0].byAgeGroup.groups.find((g: { group: string }) => g.group === '19-25'),
    ).toMatchObject({ suppressed: true, count: null, rate: null, impactRatio: null });
    expect(body).toMatchObject({ minGroupCount: 5, smallGroupShare: 0.02, fourFifths: 0.8 });
  });

  it('the CSV has a line per group and category, and one for the unknown group', async () => {
    const body = await json(`/api/events/${eventId}/fairness`);
    const response = await get(`/api/events/${eventId}/fairness.csv`);
    expect(response.statusCode).toBe(200);
    const table = parseCsv(response.rawPayload);
    if (!table) {
      throw new Error('not a CSV');
    }
    const lines = body.audits.reduce(
      (n: number, a: { byGender: { groups: unknown[] }; byAgeGroup: { groups: unknown[] } }) =>
        n + a.byGender.groups.length + a.byAgeGroup.groups.length + 2,
      0,
    );
    expect(table.rows).toHaveLength(lines);
    const female = table.rows.find(
      (r) => r.values.Decision === 'Level pass' && r.values.Group === 'Female',
    );
    const g = body.audits[0].byGender.groups.find((x: { group: string }) => x.group === 'Female');
    expect(female?.values.Count).toBe(String(g.count));
    expect(Number(female?.values.Rate)).toBeCloseTo(g.rate, 4);
  });
});

describe('tenancy', () => {
  const routes = (id: string) => [
    `/api/events/${id}/responses.csv`,
    `/api/events/${id}/item-analysis`,
    `/api/events/${id}/reliability`,
    `/api/events/${id}/fairness`,
    `/api/events/${id}/fairness.csv`,
  ];

  it('another account’s admin gets what a missing event gets, on every measurement route', async () => {
    const other = await anAdmin(app(), { email: 'other.m@example.com', companyName: 'Other M' });
    const missingRoutes = routes('9999x');
    for (const [i, mine] of routes(eventId).entries()) {
      const foreign = await get(mine, other.cookie);
      const absent = await get(missingRoutes[i] ?? '', other.cookie);
      expect([mine, foreign.statusCode, bodyOf(foreign)]).toEqual([mine, 404, bodyOf(absent)]);
    }
  });
});
