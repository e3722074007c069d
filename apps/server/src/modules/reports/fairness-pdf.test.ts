import {
  type FairnessAudit,
  type FairnessReportBody,
  fairnessAuditHeading,
  formatDisplayDate,
  fairnessPdfMessages as m,
} from '@app/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAdmin, anEvent, type TestAdmin, theSuperAdmin } from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { pdfPageCount, pdfTextLines } from '../../test/pdf';
import { useTestApp } from '../../test/test-app';
import { measurementEvent } from './measurement-fixture';

/**
 * The fairness report as a PDF, on measurement-fixture.ts's event: what it prints is what the
 * JSON read answers, row by row, under the statement of what it is and is not.
 */
const file = useTestApp();
const app = () => file.app;
let owner: TestAdmin;
let eventId: string;

beforeEach(async () => {
  owner = await anAdmin(app(), { account: { projectType: 'progress' } });
  ({ eventId } = await measurementEvent(app(), owner));
}, 120_000);

const pdfUrl = (event = eventId) => `/api/events/${event}/fairness.pdf`;

async function get(url: string, cookie = owner.cookie) {
  return app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** Whether `run` appears in `lines` as consecutive lines. */
function hasRun(lines: readonly string[], run: readonly string[]): boolean {
  return lines.some((_, i) => run.every((cell, k) => lines[i + k] === cell));
}

type Table = FairnessAudit['byGender'];

/** A table's rows as the PDF should print them, from the JSON body, cell by cell. */
function expectedRows(table: Table, body: FairnessReportBody): string[][] {
  return [
    ...table.groups.map((g) =>
      g.suppressed
        ? [g.group, 'Suppressed', '–', '–', '–', m.notes.suppressed(body.minGroupCount)]
        : [
            g.group,
            String(g.count),
            g.rate === null ? '–' : `${(g.rate * 100).toFixed(1)}%`,
            g.impactRatio === null ? '–' : g.impactRatio.toFixed(2),
            g.flagged ? 'Below 4/5' : 'No',
            ...(g.small
              ? [m.notes.small(body.smallGroupShare)]
              : g.group === table.base
                ? [m.notes.base]
                : []),
          ],
    ),
    ['Unknown', String(table.unknown), '–', '–', '–', m.notes.unknown],
  ];
}

describe('the fairness report PDF', () => {
  it('prints the statement, then every group’s count, rate and ratio the JSON read gives', async () => {
    const body: FairnessReportBody = (await get(`/api/events/${eventId}/fairness`)).json();
    const response = await get(pdfUrl());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Fairness-report.pdf"; filename*=UTF-8''Fairness%20report.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(pdf);

    // The statement, wrapped over lines, before the first table; the rules beside it.
    const joined = lines.join(' ');
    expect(joined).toContain(m.statement);
    expect(joined).toContain(m.rules(body));
    const computedAt = formatDisplayDate(body.freshness.computedAt ?? '', 'UTC');
    expect(lines).toEqual(
      expect.arrayContaining([
        m.kicker,
        'Hiring 2026',
        `${m.asOf(body.asOf)}; ${m.figuresAsOf(computedAt)}`,
      ]),
    );
    const firstHeading = lines.indexOf(m.columns.impactRatio);
    expect(lines.indexOf(m.statementTitle)).toBeLessThan(firstHeading);

    // Each audit's heading in order, each category's rows as the JSON has them.
    expect(body.audits.length).toBe(6);
    const headings = body.audits.map((a) => fairnessAuditHeading(a.decision, a.subject, a.band));
    expect(headings[0]).toBe('Level 1: passed the level');
    const at = headings.map((h) => lines.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const audit of body.audits) {
      for (const table of [audit.byGender, audit.byAgeGroup]) {
        for (const row of expectedRows(table, body)) {
          expect(hasRun(lines, row), `${audit.subject}: ${row.join(' | ')}`).toBe(true);
        }
      }
    }
    // The fixture reaches a flag and a suppressed group (measurement.test.ts checks the JSON).
    expect(lines).toContain('Below 4/5');
    expect(lines).toContain('Suppressed');

    // More than one page, each numbered of the whole.
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(lines).toContain(m.page(pages, pages));
    const [before, after] = m.footer('\n').split('\n');
    const footers = lines.filter((l) => l.startsWith(before ?? '') && l.endsWith(after ?? ''));
    expect(footers).toHaveLength(pages);
  });

  it('says there is nothing to report for an event no one has played', async () => {
    const event = await anEvent(app(), owner, { assessmentName: 'Empty' });
    const response = await get(pdfUrl(event.id));
    expect(response.statusCode).toBe(200);
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toEqual(expect.arrayContaining(['Empty', m.noAudits]));
    expect(lines.join(' ')).toContain(m.statement);
  });

  it('the super admin reads it; another account’s admin gets what a missing event gets', async () => {
    const superAdmin = await theSuperAdmin(app());
    const read = await get(pdfUrl(), superAdmin.cookie);
    expect(read.statusCode).toBe(200);

    const other = await anAdmin(app(), { email: 'other.f@example.com', companyName: 'Other F' });
    const foreign = await get(pdfUrl(), other.cookie);
    const missing = await get(pdfUrl('9999x'), other.cookie);
    expect([foreign.statusCode, bodyOf(foreign)]).toEqual([404, bodyOf(missing)]);
    expect(foreign.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 401 signed out', async () => {
    const response = await get(pdfUrl(), '');
    expect(response.statusCode).toBe(401);
  });
});
