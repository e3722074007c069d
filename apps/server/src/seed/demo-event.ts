import { type ProjectType, seededRandom, selectionCounts, wizardEventId } from '@app/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { aceGames, admins, competencies, events, miniGames } from '../db/schema';
import { type EventSpec, generateEvent } from '../modules/events/generate';
import { countAccountEvents } from '../modules/events/queries';
import { accountToday } from '../modules/events/service';
import { lockAccount } from '../platform/account-limits';
import type { AppContext } from '../platform/context';
import { demoAccountId, demoAdmins } from '../seed-demo';
import { copyWriter, jsonWriter } from './bulk-rows';
import { loadDemoGame } from './demo-event-game';
import { drawPerson, mixSeed, population } from './demo-event-people';
import { type PlayedParticipant, playThrough } from './demo-event-play';
import { existingEmails, idSequence, writeParticipants } from './demo-event-write';

/**
 * A large demo event for the reports and their benchmarks: a real game
 * generated for the edition's demo admin, then N simulated participants who played it through
 * the domain's scoring rules. Seeding again never duplicates anyone: participant i is drawn
 * from (seed, i) alone, so a second run adds only the participants the event lacks (an
 * interrupted run carries on; a complete one adds nothing).
 */

export const DEMO_EVENT_NAME = 'Reports Demo';
export const DEMO_EVENT_MAX_PARTICIPANTS = 1_000_000;
/** Activity runs over the 28 days before the event was made; it stays open 30 more. */
const ACTIVITY_DAYS = 28;
const OPEN_DAYS_AFTER = 30;
const DAY_MS = 86_400_000;
/** Places left on the demo account beyond the event, so its admin can still add people. */
const SPARE_USERS = 15;

export type DemoEventOptions = {
  participants: number;
  edition: ProjectType;
  seed?: number;
  /** Progress lines; the command line prints them. */
  log?: (line: string) => void;
  chunkSize?: number;
};

export type DemoEventResult = {
  eventId: string;
  accountEmail: string;
  seconds: number;
  /** Participants written by this run, and those the event had before it. */
  added: number;
  existing: number;
};

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The catalog's picks the wizard would ask of this edition, in name order (reproducible). */
async function demoSpec(ctx: AppContext, edition: ProjectType, today: string): Promise<EventSpec> {
  const counts = selectionCounts[edition];
  const pick = <T extends { id: string }>(rows: T[], n: number) => rows.slice(0, n);
  const comps = await ctx.db
    .select({ id: competencies.id, name: competencies.name })
    .from(competencies)
    .orderBy(asc(competencies.name));
  const minis = await ctx.db.select().from(miniGames).orderBy(asc(miniGames.tabName));
  const aces = await ctx.db.select().from(aceGames).orderBy(asc(aceGames.name));
  const items =
    edition === 'progress'
      ? pick(minis, counts.games).map((g) => ({ id: g.id, kind: 'Game' as const }))
      : [
          ...pick(
            aces.filter((g) => g.kind === 'cognitive'),
            counts.cognitive,
          ).map((g) => ({ id: g.id, kind: 'Cognitive' as const })),
          ...pick(
            aces.filter((g) => g.kind === 'aptitude'),
            counts.aptitude,
          ).map((g) => ({ id: g.id, kind: 'Aptitude' as const })),
        ];
  return {
    source: 'wizard',
    assessmentName: DEMO_EVENT_NAME,
    assessmentFor: 'Employees',
    // Hard mixes Easy and Hard questions half and half: a wider spread of results.
    difficulty: 'Hard',
    // The ace edition's hiring side: its public application is open with the game.
    candidateFlow: edition === 'ace',
    competencies: pick(comps, counts.competencies),
    items,
    registrationFields: ['fullName', 'email'],
    loginMethods: ['email'],
    // Its people are the demo's own: nobody signs up on its link.
    openRegistration: false,
    logoFileId: null,
    introVideoFileId: null,
    launchDate: shiftDate(today, -ACTIVITY_DAYS),
    closingDate: shiftDate(today, OPEN_DAYS_AFTER),
  };
}

/** Room on the account for the event and the participants still to come. */
async function makeRoom(ctx: AppContext, accountId: string, newEvent: boolean, adding: number) {
  await ctx.db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    const owned = await countAccountEvents(tx, accountId);
    await tx
      .update(admins)
      .set({
        maxUsers: Math.max(account.maxUsers, account.usersCount + adding + SPARE_USERS),
        // One more than the demo needs, so its admin can still try the wizard.
        maxAssessments: Math.max(account.maxAssessments, owned + (newEvent ? 1 : 0) + 1),
      })
      .where(eq(admins.id, accountId));
  });
}

/** Runs `write` on up to `limit` chunks at once; the first failure is thrown at the end. */
function writeQueue(limit: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  return {
    async add(write: () => Promise<void>) {
      const job = write().catch((error: unknown) => {
        failure ??= error;
      });
      running.add(job);
      void job.finally(() => running.delete(job));
      if (running.size >= limit) {
        await Promise.race(running);
      }
      if (failure) {
        throw failure;
      }
    },
    async drain() {
      await Promise.all(running);
      if (failure) {
        throw failure;
      }
    },
  };
}

export async function seedDemoEvent(
  ctx: AppContext,
  options: DemoEventOptions,
): Promise<DemoEventResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const { participants: wanted, edition } = options;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > DEMO_EVENT_MAX_PARTICIPANTS) {
    throw new Error(`participants must be a whole number from 1 to ${DEMO_EVENT_MAX_PARTICIPANTS}`);
  }
  const seed = options.seed ?? 2026;
  const demo = demoAdmins.find((d) => d.projectType === edition);
  if (!demo) {
    throw new Error(`no demo admin for the ${edition} edition`);
  }
  const accountId = await demoAccountId(ctx, demo);
  const [account] = await ctx.db.select().from(admins).where(eq(admins.id, accountId));
  if (!account) {
    throw new Error('seedDemoEvent: the demo account vanished');
  }
  const eventId = wizardEventId(account, DEMO_EVENT_NAME);
  const [found] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.accountId, accountId)));
  const existing = found?.participantsCount ?? 0;
  await makeRoom(ctx, accountId, !found, Math.max(0, wanted - existing));
  if (found) {
    log(`  Demo event ${eventId} exists with ${existing.toLocaleString('en')} participants.`);
  } else {
    const spec = await demoSpec(ctx, edition, await accountToday(ctx.db, accountId));
    await generateEvent(ctx, { kind: 'account', accountId, readOnly: false }, spec);
    await ctx.db
      .update(admins)
      .set({ lastEventId: sql`coalesce(${admins.lastEventId}, ${eventId})` })
      .where(eq(admins.id, accountId));
    log(`  Demo event ${eventId} generated (${edition}).`);
  }
  const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!event?.launchDate) {
    throw new Error('seedDemoEvent: the demo event has no launch date');
  }
  const game = await loadDemoGame(
    ctx.db,
    eventId,
    event.selection.competencies.map((c) => c.name),
  );
  const pop = population(seed, game.competencies, edition);
  const from = Date.parse(`${event.launchDate}T00:00:00Z`);
  const window = { from, until: from + ACTIVITY_DAYS * DAY_MS };
  const scope = { accountId, eventId };
  const chunkSize = options.chunkSize ?? 1000;
  // PGlite runs one statement at a time; a server takes a few chunks at once.
  const url = ctx.dbKind === 'postgres' ? ctx.config.databaseUrl : null;
  const writers = url ? 4 : 1;
  const writer = url ? copyWriter(url, writers) : jsonWriter(ctx.db);
  const queue = writeQueue(writers);
  const nextIds = idSequence();
  let added = 0;
  let reported = 0;
  try {
    for (let start = existing >= wanted ? wanted : 0; start < wanted; start += chunkSize) {
      const drawn = Array.from({ length: Math.min(chunkSize, wanted - start) }, (_, k) => {
        const rng = seededRandom(mixSeed(seed, start + k));
        return { rng, person: drawPerson(pop, rng, start + k) };
      });
      // Only an event seeded before can already have some of them.
      const present =
        existing > 0
          ? await existingEmails(
              ctx.db,
              eventId,
              drawn.map((d) => d.person.email.toLowerCase()),
            )
          : new Set<string>();
      const played: PlayedParticipant[] = [];
      for (const d of drawn) {
        if (!present.has(d.person.email.toLowerCase())) {
          played.push(playThrough(game, d.person, d.rng, window));
        }
        // The chunks being written stream from this thread: a pause every few players lets
        // their bytes go out instead of waiting for the whole chunk's simulation.
        if (played.length % 50 === 0) {
          await new Promise(setImmediate);
        }
      }
      const ids = nextIds(played.length);
      await queue.add(() => writeParticipants(writer, scope, played, ids));
      added += played.length;
      const done = start + drawn.length;
      if (done - reported >= wanted / 10 || done === wanted) {
        reported = done;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        log(
          `  ${done.toLocaleString('en')} / ${wanted.toLocaleString('en')} participants, ${seconds} s`,
        );
      }
    }
    await queue.drain();
  } finally {
    await writer.close();
  }
  if (added > 0) {
    // A vacuum marks the participants' pages all-visible, so filtered lists read their keys
    // from the filter indexes alone from the first read (migration 0033) rather than once
    // autovacuum has come by; the other tables need only their statistics.
    await ctx.db.execute(sql`vacuum (analyze) participants`);
    await ctx.db.execute(
      sql`analyze participant_levels, participant_level_scores, participant_competency_scores, level_runs, run_answers`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    added > 0
      ? `  Demo event ${eventId}: ${added.toLocaleString('en')} participants added in ${seconds.toFixed(1)} s (${demo.email} / ${demo.password})`
      : `  Demo event ${eventId} already has ${existing.toLocaleString('en')} participants: nothing added.`,
  );
  return { eventId, accountEmail: demo.email, seconds, added, existing };
}
