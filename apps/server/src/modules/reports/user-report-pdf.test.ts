import { randomUUID } from 'node:crypto';
import { reportMessages } from '@app/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { participantCompetencyScores, participantLevelScores } from '../../db/schema';
import {
  anAdmin,
  anEvent,
  aParticipant,
  type TestAdmin,
  theSuperAdmin,
} from '../../test/factories';
import { bodyOf } from '../../test/harness';
import { pdfPageCount, pdfTextLines } from '../../test/pdf';
import { useTestApp } from '../../test/test-app';
import { reportEvent } from './report-fixture';

/**
 * The User Strength Report as a PDF (docs/decisions/0011-per-participant-pdf-report.md), on
 * report-fixture.ts's event.
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

const pdfUrl = (participantId: string, event = eventId) =>
  `/api/events/${event}/user-strengths/${participantId}/report.pdf`;

async function get(url: string, cookie = owner.cookie) {
  return app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function pdfOf(url: string, cookie = owner.cookie) {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

describe('the per-participant PDF report', () => {
  it('is one A4 page with the report’s numbers as text, served as a sandboxed attachment', async () => {
    const response = await get(pdfUrl(ids.ana));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Strength-Report-Ana.pdf"; filename*=UTF-8''Strength%20Report%20Ana.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const lines = pdfTextLines(pdf);
    expect(lines).toEqual(
      expect.arrayContaining([
        'USER STRENGTH REPORT',
        'Hiring 2026',
        'Ana',
        'ana@example.com',
        'Current score 3,000  ·  Completed',
        // The dials: Grit 84 %, Focus 67 %, in the game's order.
        'Grit',
        '84%',
        'Focus',
        '67%',
        // Level scores: the level names, then a cell's percentage over achieved/total.
        'Competency',
        'Level 1',
        'Level 3',
        '100%',
        '1,000/1,000',
        '50%',
        '500/1,000',
        // Achievements: highAchiever 1, mostlyRight 2, 3 in all.
        'High achiever',
        'Mostly right',
        'Speed demon',
        'Streak of 10',
        '3 in all',
      ]),
    );
    expect(lines.indexOf('Grit')).toBeLessThan(lines.indexOf('Focus'));
  });

  it('says there is no level data for one who has not played, with their achievements', async () => {
    const lines = pdfTextLines(await pdfOf(pdfUrl(ids.eli)));
    expect(lines).toEqual(
      expect.arrayContaining(['Eli', reportMessages.noLevelData, 'Speed demon', '2 in all']),
    );
    expect(lines).not.toContain('Level scores');
  });

  it('prints names as written: accents, Cyrillic and Urdu, in embedded fonts', async () => {
    const name = 'Łukasz Ngô Иван علی رضا';
    const person = await aParticipant(app(), { eventId }, { name, completedOnce: true });
    const pdf = await pdfOf(pdfUrl(person.id));
    const lines = pdfTextLines(pdf);
    expect(lines.some((l) => l.includes('Łukasz Ngô Иван'))).toBe(true);
    expect(lines.join(' ')).not.toContain('?');
    // Both faces are embedded (subsets), none of the viewer's standard fonts is named.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansArabic-Bold/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('fits 20 competencies, 8 levels and a 200-character name on one page', async () => {
    const competencies = Array.from({ length: 20 }, (_, i) => `Competency ${i + 1}`);
    const event = await anEvent(app(), owner, {
      assessmentName: 'Twenty',
      selection: {
        competencies: competencies.map((name) => ({ id: randomUUID(), name })),
        games: [],
        cognitive: [],
        aptitude: [],
      },
    });
    // Quotes and a line break must not reach the header; the name is cut in the file name.
    const name = `"Zoë\r\nO'Brien ${'x'.repeat(200)}`.slice(0, 200);
    const person = await aParticipant(app(), { eventId: event.id }, { name, completedOnce: true });
    const db = app().ctx.db;
    await db.insert(participantCompetencyScores).values(
      competencies.map((competency, i) => ({
        participantId: person.id,
        eventId: event.id,
        competency,
        averagePercentage: 5 * i,
        levelsPlayed: 8,
        completed: true,
      })),
    );
    await db.insert(participantLevelScores).values(
      competencies.flatMap((competency, i) =>
        Array.from({ length: 8 }, (_, l) => ({
          participantId: person.id,
          eventId: event.id,
          competency,
          level: String(l + 1),
          achievedScore: 1000 + 10 * i,
          totalScore: 1500,
          totalQuestions: 3,
          percentage: 67,
        })),
      ),
    );
    const response = await get(pdfUrl(person.id, event.id));
    expect(response.statusCode).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition.match(/"/g)).toHaveLength(2);
    expect(disposition).toMatch(/^attachment; filename="Strength-Report-Zo-O-Brien-x+\.pdf"; /);
    const pdf = response.rawPayload;
    expect(pdfPageCount(pdf)).toBe(1);
    const lines = pdfTextLines(pdf);
    for (const competency of competencies) {
      // Once beside its bar and once in the level table.
      expect(
        lines.filter((l) => l === competency),
        competency,
      ).toHaveLength(2);
    }
    expect(lines.filter((l) => l === '1,190/1,500')).toHaveLength(8);
    const drawnName = lines.find((l) => l.startsWith('"Zoë O\'Brien xxx'));
    expect(drawnName?.endsWith('…')).toBe(true);
  });

  it('the super admin reads it; another account’s admin gets what a missing id gets', async () => {
    const superAdmin = await theSuperAdmin(app());
    expect(pdfTextLines(await pdfOf(pdfUrl(ids.ana), superAdmin.cookie))).toContain('Ana');

    const other = await anAdmin(app(), { email: 'other@example.com', companyName: 'Other Co' });
    const foreign = await get(pdfUrl(ids.ana), other.cookie);
    const missingEvent = await get(pdfUrl(ids.ana, '9999x'), other.cookie);
    expect([foreign.statusCode, bodyOf(foreign)]).toEqual([404, bodyOf(missingEvent)]);

    // Their own event with the owner's participant: the answer for a participant that is not there.
    const theirs = await anEvent(app(), other);
    const borrowed = await get(pdfUrl(ids.ana, theirs.id), other.cookie);
    const missing = await get(pdfUrl(randomUUID(), theirs.id), other.cookie);
    expect([borrowed.statusCode, bodyOf(borrowed)]).toEqual([404, bodyOf(missing)]);
    expect(borrowed.json().error.message).toBe(reportMessages.participantNotFound);
    const malformed = await get(pdfUrl('not-a-uuid'));
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([
      404,
      reportMessages.participantNotFound,
    ]);
  });

  it('answers 401 signed out', async () => {
    const response = await get(pdfUrl(ids.ana), '');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
