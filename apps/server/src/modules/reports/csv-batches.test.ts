import { beforeEach, describe, expect, it } from 'vitest';
import { participantCompetencyScores } from '../../db/schema';
import type { OwnEventScope } from '../../platform/access';
import { anAdmin, anEvent, aParticipant } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { participantsInOrder } from './queries/leaderboard';
import { competencyReportCsv } from './service';

/**
 * The CSV files are read in keyset batches (2,000 rows in production); with batches of 2 and
 * many ties, every row must come out once, in the list's order.
 */
const file = useTestApp();
const app = () => file.app;
let scope: OwnEventScope;
/** Scores with ties, and the order the list shows them in (score desc, then e-mail). */
const scores = [50, 70, 50, 90, 70, 50, 10];
const expected = ['p3', 'p1', 'p4', 'p0', 'p2', 'p5', 'p6'];

beforeEach(async () => {
  const owner = await anAdmin(app());
  const event = await anEvent(app(), owner, {
    selection: {
      competencies: [{ id: '1', name: 'Grit' }],
      games: [],
      cognitive: [],
      aptitude: [],
    },
  });
  scope = { kind: 'event', accountId: owner.accountId, eventId: event.id };
  for (const [i, score] of scores.entries()) {
    const row = await aParticipant(
      app(),
      { eventId: event.id },
      {
        email: `p${i}@example.com`,
        currentScore: score,
      },
    );
    await app().ctx.db.insert(participantCompetencyScores).values({
      participantId: row.id,
      eventId: event.id,
      competency: 'Grit',
      averagePercentage: score,
      levelsPlayed: 1,
    });
  }
});

describe('CSV batches', () => {
  it('the leaderboard order, each participant once, across batches that split ties', async () => {
    const seen: string[] = [];
    for await (const rows of participantsInOrder(app().ctx.db, scope, [], 2)) {
      expect(rows.length).toBeLessThanOrEqual(2);
      seen.push(...rows.map((r) => r.email.split('@')[0] ?? ''));
    }
    expect(seen).toEqual(expected);
  });

  it('the competency report order, each participant once', async () => {
    const stream = await competencyReportCsv(app().ctx.db, scope, { completed: 'all' }, 2);
    let text = '';
    for await (const chunk of stream) {
      text += String(chunk);
    }
    const emails = text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1]?.split('@')[0]);
    expect(emails).toEqual(expected);
  });
});
