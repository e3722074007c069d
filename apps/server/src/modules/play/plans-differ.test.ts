import type { PlayRun } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/factories';
import { generateGame } from '../../test/games';
import { invite, openInvitation, planOf, player } from '../../test/players';
import { useTestApp } from '../../test/test-app';

/**
 * Answers cannot be shared between players: each attempt draws and shuffles its own items on
 * the server (docs/decisions/0012-draw-and-scoring.md), so two participants of one game see
 * different questions, or the same ones in another order or with their options elsewhere.
 */
const file = useTestApp();

describe('two participants of one game', () => {
  it('get different plans for the same level', async () => {
    const app = file.app;
    const admin = await anAdmin(app, { account: { projectType: 'progress' } });
    const eventId = await generateGame(app, admin.cookie, 'progress');
    const plans = [];
    for (const email of ['ana@example.com', 'ben@example.com', 'cy@example.com']) {
      await invite(app, admin.cookie, eventId, email);
      const p = player(app, eventId, await openInvitation(app, eventId, email));
      const level = ((await p.me()).json() as { levels: { id: string }[] }).levels[0];
      const run = (await p.start(level?.id ?? '')).json() as PlayRun;
      const plan = await planOf(app, run.id);
      // What the player sees (not the seed, which differs anyway): the items and their options.
      plans.push(JSON.stringify(plan.kind === 'numeric' ? [plan.questionIds, plan.orders] : null));
    }
    // Three draws of 4 items from a pool of 30, each shuffled with its options: all different.
    expect(plans.every((p) => p !== 'null')).toBe(true);
    expect(new Set(plans).size).toBe(3);
  });
});
