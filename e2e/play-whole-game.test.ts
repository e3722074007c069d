import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  ANSWER_FEEDBACK,
  answerPoints,
  ENGINE_MAX_SCORE,
  ENGINE_PASSING_SCORE,
  isRating,
  levelLabel,
  parseAttempts,
  type Rating,
} from '@app/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshotDir } from './src/browser';
import {
  adminWithGame,
  answers,
  api,
  bestPosition,
  engineKey,
  feedbackOf,
  howToPlay,
  invite,
  type Level,
  levelRoute,
  levelsInOrder,
  openRun,
  type QuestionKey,
  type RunPlan,
  recordPlayerErrors,
  rightPosition,
  type StoredRun,
  storedRuns,
  toLevelMap,
} from './src/play';
import { type RunningServer, startServer } from './src/server';

/**
 * A whole generated game, played in the browser by an invited participant the way they would:
 * every level of a progress game (eight levels of scenarios and three mini games) at 375 px,
 * and every level of an ace game (six levels of scenarios, two cognitive and two aptitude games)
 * at 1440 px, with the key screens at the other width too. Each attempt draws and shuffles its
 * items on the server; the scenario reads the attempt's plan from the admin's export of the
 * participant's data to choose the Best option, the right picture, word or order, and an
 * engine's right choices (from its seed). Along the way: a level lost to the clock with a kind
 * left unanswered, a level lost on points with the character's four expressions, the map's
 * labels by position, How to play and the rank line. Screenshots go to
 * e2e/screenshots/whole-game/.
 */

const shots = path.join(screenshotDir, 'whole-game');
const timeout = 420_000;
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fmt = (n: number) => numbers.format(n);

let browser: Browser;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A full-page screenshot from the top (the player's header is sticky) into the folder. */
async function snap(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  // No option left looking hovered where the last click was.
  await page.mouse.move(0, 0);
  // The score and the level's points climb for 0.8 s: the screenshot shows where they end.
  await page.locator('.pl-climbing').first().waitFor({ state: 'detached' });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The same screen at the other width as well, then back. */
async function snapBoth(page: Page, name: string, widths: readonly [number, number]) {
  await snap(page, `${name}-${widths[0]}`);
  await page.setViewportSize({ width: widths[1], height: 900 });
  await snap(page, `${name}-${widths[1]}`);
  await page.setViewportSize({ width: widths[0], height: 900 });
}

const HEADLINES: Readonly<Record<Rating, string>> = {
  1: 'Great answer',
  2: 'Not bad',
  3: 'Not this time',
};
const EXPRESSIONS = ['happy', 'sad', 'angry', 'normal'] as const;
type Expression = (typeof EXPRESSIONS)[number];
const expressionOf = (animation: string | undefined): Expression =>
  (EXPRESSIONS as readonly string[]).includes(animation ?? '')
    ? (animation as Expression)
    : 'normal';

type Player = {
  page: Page;
  base: string;
  cookie: string;
  eventId: string;
  participantId: string;
  /** The item kinds whose first screen was taken (question, email, sms, mini1, …). */
  seen: Set<string>;
  /** The verdicts' expressions already taken. */
  faces: Set<Expression>;
  prefix: string;
  widths: readonly [number, number];
};

/** A browser for the invited participant at `widths[0]`, its errors recorded, and their Player. */
async function openPlayer(
  who: Pick<Player, 'base' | 'cookie' | 'eventId' | 'participantId'>,
  prefix: string,
  widths: readonly [number, number],
) {
  const context = await browser.newContext({ viewport: { width: widths[0], height: 900 } });
  const page = await context.newPage();
  const errors = recordPlayerErrors(page);
  page.setDefaultTimeout(15_000);
  const player: Player = { ...who, page, seen: new Set(), faces: new Set(), prefix, widths };
  return { context, page, errors, player };
}

/** The level's card on the map: its heading is "Level n" by map position. */
const mapCards = (page: Page) => page.locator('.pl-map > li');

/** Once per kind of item: a screenshot of its first screen, at both widths. */
async function firstOfKind(player: Player, kind: string) {
  if (!player.seen.has(kind)) {
    player.seen.add(kind);
    await snapBoth(player.page, `${player.prefix}-item-${kind}`, player.widths);
  }
}

/**
 * Answers one drawn question at the shown position `position` and checks the verdict: the
 * option's text is the plan's, the rating, the points, and for a Question the character's face
 * with the expression of the option's stored animation.
 */
async function answerQuestion(player: Player, key: QuestionKey, position: number, last: boolean) {
  const { page } = player;
  const kind = key.type === 'Email' ? 'email' : key.type === 'SMS' ? 'sms' : 'question';
  let speaker: string | null = null;
  if (kind === 'question') {
    const face = page.locator('.pl-speech').getByRole('img');
    const label = (await face.getAttribute('aria-label')) ?? '';
    speaker = /^(.+), \w+$/.exec(label)?.[1] ?? null;
    expect(speaker, `the speaker's face is named: ${label}`).not.toBeNull();
  } else {
    await page
      .getByText(kind === 'email' ? 'From' : /^Message from /)
      .first()
      .waitFor();
  }
  await firstOfKind(player, kind);
  const option = answers(page).getByRole('button').nth(position);
  expect(await option.textContent()).toContain(key.answers[position]);
  await option.click();
  const stored = key.ratings[position] ?? 3;
  const rating: Rating = isRating(stored) ? stored : 3;
  const points = answerPoints(key.value ?? 0, rating);
  const feedback = feedbackOf(page);
  await feedback.getByText(ANSWER_FEEDBACK[rating], { exact: true }).waitFor();
  await feedback
    .getByText(`${HEADLINES[rating]} · ${points > 0 ? `+${fmt(points)} points` : 'no points'}`)
    .waitFor();
  if (speaker) {
    const expression = expressionOf(key.animations[position]);
    await feedback.getByRole('img', { name: `${speaker}, ${expression}`, exact: true }).waitFor();
    if (!player.faces.has(expression)) {
      player.faces.add(expression);
      await snapBoth(page, `${player.prefix}-verdict-${expression}`, player.widths);
    }
  } else {
    // An e-mail or a text message has no one reacting.
    expect(await feedback.getByRole('img').count()).toBe(0);
  }
  await feedback.getByRole('button', { name: last ? 'See my result' : 'Next' }).click();
}

/** A mini or engine item's verdict: right (BEST) and on to the next or the result. */
async function rightVerdict(page: Page, last: boolean) {
  const feedback = feedbackOf(page);
  await feedback.getByText('BEST', { exact: true }).waitFor();
  await feedback.getByRole('button', { name: last ? 'See my result' : 'Next' }).click();
}

type Choose = (key: QuestionKey, index: number) => number;
const best: Choose = (key) => bestPosition(key);

/**
 * Plays the attempt now on screen at map position `n`, item by item in the plan's order: the
 * Best option (or `choose`'s), the right screen answers, the engine's key. With `stopAfter` it
 * answers that many items and leaves the rest to the clock. Returns the attempt's stored run.
 */
async function playAttempt(
  player: Player,
  n: number,
  options: { choose?: Choose; stopAfter?: number } = {},
): Promise<StoredRun> {
  const { page } = player;
  await page.getByRole('heading', { name: levelLabel(n), exact: true }).waitFor();
  await page.getByText(/^Question 1 of \d+$/).waitFor();
  const run = await openRun(player.base, player.cookie, player.eventId, player.participantId);
  const plan: RunPlan = run.plan;
  const total =
    plan.kind === 'numeric'
      ? plan.keys.length
      : plan.kind === 'mini'
        ? plan.screens.length
        : engineKey(plan).length;
  const count = Math.min(total, options.stopAfter ?? total);
  for (let i = 0; i < count; i++) {
    await page.getByText(`Question ${i + 1} of ${total}`, { exact: true }).waitFor();
    const last = i === total - 1;
    if (plan.kind === 'numeric') {
      const key = plan.keys[i] as QuestionKey;
      await answerQuestion(player, key, (options.choose ?? best)(key, i), last);
    } else if (plan.kind === 'mini') {
      await playScreen(player, plan.screens[i] as MiniPlan, last);
    } else {
      const choices = answers(page).getByRole('button');
      await choices.first().waitFor();
      await firstOfKind(player, `${plan.engine}`);
      await choices.nth(engineKey(plan)[i] ?? 0).click();
      await rightVerdict(page, last);
    }
  }
  return run;
}

type MiniPlan = Extract<RunPlan, { kind: 'mini' }>['screens'][number];

/** One mini screen answered right from its plan: the choice, the word or the story's order. */
async function playScreen(player: Player, screen: MiniPlan, last: boolean) {
  const { page } = player;
  const { key, shown } = screen;
  if (key.miniGame === 'Mini 3') {
    const word = key.question.trim();
    const tiles = page.getByRole('list', { name: 'Letters' }).getByRole('button');
    await tiles.first().waitFor();
    expect((await tiles.allTextContents()).sort()).toEqual([...word.toUpperCase()].sort());
    await firstOfKind(player, 'mini3');
    await page.getByRole('textbox', { name: 'Your word' }).fill(word.toLowerCase());
    await page.getByRole('button', { name: 'Submit word' }).click();
  } else if (key.miniGame === 'Mini 4') {
    const scenes = page.getByRole('img', { name: /^Scene \d+$/ });
    await scenes.nth(shown.length - 1).waitFor();
    expect(await scenes.count()).toBe(shown.length);
    await firstOfKind(player, 'mini4');
    for (let step = 0; step < shown.length; step++) {
      const position = shown.indexOf(step);
      await page.getByRole('button', { name: `Scene ${position + 1}`, exact: true }).click();
    }
    await page.getByText('All scenes are in order.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Submit order' }).click();
  } else {
    const choices = answers(page).getByRole('button');
    await choices.first().waitFor();
    const kind =
      key.miniGame === 'Mini 2'
        ? `mini2-${key.optionsType === 'image' ? 'images' : 'text'}`
        : 'mini1';
    await firstOfKind(player, kind);
    const position = rightPosition(screen);
    if (key.optionsType === 'text') {
      expect(await choices.nth(position).textContent()).toContain(
        key.options[key.correctAnswer ?? 0],
      );
    }
    await choices.nth(position).click();
  }
  await rightVerdict(page, last);
}

/** The passed result: the verdict in words, the points, then back to the map (or the results). */
async function passedResult(player: Player, n: number, kind: string | null, run: StoredRun) {
  const { page } = player;
  await page.getByRole('heading', { name: 'Passed!' }).waitFor();
  await page
    .getByRole('main')
    .getByText(kind ? `${levelLabel(n)} · ${kind}` : levelLabel(n), { exact: true })
    .waitFor();
  await page.getByText(/^Passed: you reached the passing score/).waitFor();
  expect(
    await page
      .getByRole('list', { name: 'What this level needs' })
      .getByText('(not enough)')
      .count(),
  ).toBe(0);
  if (run.plan.kind === 'engine') {
    await page.getByText(`${fmt(ENGINE_MAX_SCORE)} points`, { exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Back to map' }).click();
}

const kindLine = (level: Level) =>
  level.type === 'Cognitive'
    ? `Cognitive game · ${level.tabName}`
    : level.type === 'Aptitude'
      ? `Aptitude game · ${level.tabName}`
      : /^Mini /.test(level.tabName)
        ? 'Mini game'
        : null;

/** The map counts its levels by position: "Level 1" … "Level n", each with its kind under it. */
async function checkMapLabels(page: Page, order: Level[]) {
  await mapCards(page)
    .nth(order.length - 1)
    .waitFor();
  expect(await mapCards(page).count()).toBe(order.length);
  expect(await mapCards(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual(
    order.map((_, i) => levelLabel(i + 1)),
  );
  for (const [i, level] of order.entries()) {
    await expect(mapCards(page).nth(i).textContent()).resolves.toContain(
      kindLine(level) ?? 'Scenarios',
    );
  }
}

/** Plays every level from map position `from` on, each passed at its first attempt. */
async function playOn(player: Player, order: Level[], from: number) {
  const { page } = player;
  for (let n = from; n <= order.length; n++) {
    const level = order[n - 1] as Level;
    await page.getByRole('heading', { name: 'Level map' }).waitFor();
    await page.getByRole('button', { name: `Play ${levelLabel(n)}`, exact: true }).click();
    const kind = kindLine(level);
    if (kind) {
      await page.getByText(kind, { exact: true }).first().waitFor();
    }
    const run = await playAttempt(player, n);
    await passedResult(player, n, kind, run);
  }
}

/** The results' score cards, by label. */
async function scores(page: Page): Promise<Record<string, number>> {
  const cards = page.getByRole('region', { name: 'Scores' }).locator('.pl-score');
  const out: Record<string, number> = {};
  for (const card of await cards.all()) {
    const [label = '', value = ''] = await card.locator('p').allTextContents();
    out[label] = Number(value.replace(/,/g, ''));
  }
  return out;
}

/**
 * The behaviour score the results must show, from the stored attempts: 30,000 × the mean over
 * the numbered levels of each level's share, all its attempts' points over all their most
 * (docs/decisions/0012-draw-and-scoring.md, "Every attempt is evidence").
 */
async function behaviourScore(player: Player, order: Level[]): Promise<number> {
  const runs = await storedRuns(player.base, player.cookie, player.eventId, player.participantId);
  const levels = new Map<string, { points: number; most: number }>();
  for (const run of runs.filter((r) => r.plan.kind === 'numeric' && r.endedAt !== null)) {
    const level = levels.get(run.levelId) ?? { points: 0, most: 0 };
    level.points += run.points;
    level.most += run.maxPoints ?? 0;
    levels.set(run.levelId, level);
  }
  const numbered = order.filter((l) => /^\d+$/.test(l.tabName)).length;
  expect(levels.size).toBe(numbered);
  const shares = [...levels.values()].reduce(
    (sum, l) => sum + (l.most > 0 ? Math.min(1, l.points / l.most) : 0),
    0,
  );
  return Math.round((30_000 * shares) / numbered);
}

const KIND_NOUNS = {
  questions: ['question', 'questions'],
  emails: ['e-mail', 'e-mails'],
  sms: ['text message', 'text messages'],
} as const;
const TYPE_KIND = { Question: 'questions', Email: 'emails', SMS: 'sms' } as const;

/** What the result must name as missing when only the first `answered` items were answered. */
function unmetMinimums(level: Level, keys: QuestionKey[], answered: number): string[] {
  const minimum = parseAttempts(level.minAttempt);
  if (!minimum) {
    throw new Error(`level ${level.tabName} has no minimum attempts`);
  }
  const counts = { questions: 0, emails: 0, sms: 0 };
  for (const key of keys.slice(0, answered)) {
    counts[TYPE_KIND[key.type as keyof typeof TYPE_KIND] ?? 'questions'] += 1;
  }
  return (['questions', 'emails', 'sms'] as const)
    .filter((kind) => counts[kind] < minimum[kind])
    .map((kind) => {
      const [one, many] = KIND_NOUNS[kind];
      return `You answered ${counts[kind]} of the ${minimum[kind]} ${minimum[kind] === 1 ? one : many} this level needs.`;
    });
}

// ---------------------------------------------------------------------------------------------

describe.concurrent('a participant plays a whole generated game', () => {
  let progress: RunningServer;
  let ace: RunningServer;
  beforeAll(async () => {
    [progress, ace] = await Promise.all([
      startServer({ EDITION: 'progress' }),
      startServer({ EDITION: 'ace' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([progress?.stop(), ace?.stop()]);
  });

  it(
    'progress at 375 px: eleven levels, one lost to the clock and replayed, the results',
    async () => {
      const base = progress.url;
      const admin = await adminWithGame(base, 'progress', {
        games: ['Mini 1', 'Mini 2', 'Mini 3'],
      });
      const { eventId } = admin;
      const order = await levelsInOrder(base, admin.cookie, eventId);
      expect(order.map((l) => l.tabName)).toEqual([
        '1',
        '2',
        'Mini 1',
        '3',
        '4',
        'Mini 2',
        '5',
        '6',
        'Mini 3',
        '7',
        '8',
      ]);
      const person = { name: 'Pia Progress', email: 'pia.progress@example.org' };
      const { link, participantId } = await invite(base, admin.cookie, eventId, person);

      const { context, page, errors, player } = await openPlayer(
        { base, cookie: admin.cookie, eventId, participantId },
        'progress',
        [375, 1440],
      );
      // The clock runs in real time; the scenario moves it on to let a level's time run out.
      await page.clock.install();
      try {
        await page.goto(link);
        await toLevelMap(page);
        // Before the first level: How to play, the labels by position, and no rank yet.
        await howToPlay(page).getByRole('heading', { name: 'How to play' }).waitFor();
        expect(await howToPlay(page).getByRole('listitem').count()).toBe(6);
        await checkMapLabels(page, order);
        expect(await page.getByText(/^You are .* of \d+ players?$/).count()).toBe(0);
        await snapBoth(page, 'progress-map-how-to-play', player.widths);
        await howToPlay(page).getByRole('button', { name: 'Got it' }).click();
        await howToPlay(page).waitFor({ state: 'detached' });

        // Level 1, first attempt: one answer, then the time runs out with kinds unanswered.
        const one = order[0] as Level;
        await page.getByRole('button', { name: 'Play Level 1', exact: true }).click();
        const first = await playAttempt(player, 1, { stopAfter: 1 });
        if (first.plan.kind !== 'numeric') {
          throw new Error('level 1 is not a level of scenarios');
        }
        const value = first.plan.keys[0]?.value ?? 0;
        await page
          .getByRole('banner')
          .getByText(`This level +${fmt(value)}`)
          .waitFor();
        await page.clock.fastForward((one.time + 1) * 1000);
        await page.getByRole('heading', { name: 'Not passed' }).waitFor();
        const unmet = unmetMinimums(one, first.plan.keys, 1);
        expect(unmet.length).toBeGreaterThan(0);
        const shortBy = one.passingScore - value;
        const verdict = page.locator('.pl-verdict');
        expect(await verdict.getByRole('listitem').allTextContents()).toEqual([
          ...unmet,
          `${fmt(shortBy)} more points needed.`,
        ]);
        const checks = page.getByRole('list', { name: 'What this level needs' });
        await checks.getByText(`${fmt(value)} (${fmt(one.passingScore)} needed)`).waitFor();
        expect(await checks.getByText('(not enough)').count()).toBe(1 + unmet.length);
        await page
          .getByText(
            'Play again: you get new situations. Passing once opens the next level, and every attempt counts toward your score.',
          )
          .waitFor();
        const attempt = page.getByRole('region', { name: 'This attempt' });
        await attempt.getByText(`1 of ${first.plan.keys.length}`, { exact: true }).waitFor();
        await page.getByRole('region', { name: 'What this attempt measured' }).waitFor();
        await snapBoth(page, 'progress-level-failed', player.widths);

        // Played again: new situations, every one answered Best, passed.
        await page.getByRole('button', { name: 'Play again' }).click();
        const second = await playAttempt(player, 1);
        expect(second.attempt).toBe(2);
        if (second.plan.kind !== 'numeric') {
          throw new Error('level 1 is not a level of scenarios');
        }
        const asked = new Set(second.plan.questionIds);
        expect(first.plan.questionIds.filter((id) => asked.has(id))).toEqual([]);
        await page.getByRole('heading', { name: 'Passed!' }).waitFor();
        await snap(page, 'progress-level-passed-375');
        await passedResult(player, 1, null, second);

        // Back on the map: the rank line, and How to play on request.
        await page.getByText('You are 1st of 1 player').waitFor();
        await page.getByRole('button', { name: 'How to play' }).click();
        await howToPlay(page).waitFor();
        await snapBoth(page, 'progress-map-rank', player.widths);
        await howToPlay(page).getByRole('button', { name: 'Got it' }).click();

        await playOn(player, order, 2);

        await page.getByRole('heading', { name: 'You finished the game!' }).waitFor();
        // Every attempt counts toward the score: level 1's lost one keeps it under 30,000.
        const behaviour = await behaviourScore(player, order);
        expect(behaviour).toBeLessThan(30_000);
        expect(await scores(page)).toEqual({
          'Total score': behaviour + 3 * 500,
          Behaviour: behaviour,
          'Mini games': 3 * 500,
        });
        expect([...player.seen].sort()).toEqual([
          'email',
          'mini1',
          'mini2-images',
          'mini2-text',
          'mini3',
          'question',
          'sms',
        ]);
        await snapBoth(page, 'progress-results', player.widths);

        // The admin's response matrix says what she did: level 1's lost attempt with its one
        // answer and its unanswered items, the replay all Best (rating 1), and every level she
        // played.
        const matrix = await responseRows(base, admin.cookie, eventId, participantId);
        const levelOne = (attempt: string) =>
          matrix.filter((r) => r.level === '1' && r.attempt === attempt);
        expect(levelOne('1').map((r) => r.answered)).toEqual(
          first.plan.keys.map((_, i) => (i === 0 ? 'Yes' : 'No')),
        );
        expect(levelOne('2').map((r) => [r.answered, r.rating])).toEqual(
          second.plan.keys.map(() => ['Yes', '1']),
        );
        expect([...new Set(matrix.map((r) => r.level))].sort()).toEqual(
          order.map((l) => l.tabName).sort(),
        );
      } catch (error) {
        await snap(page, 'progress-failed');
        throw error;
      } finally {
        await context.close();
      }
      expect(errors).toEqual([]);
    },
    timeout,
  );

  it(
    'ace at 1440 px: ten levels, one lost on points with four faces and replayed, the results',
    async () => {
      const base = ace.url;
      const admin = await adminWithGame(base, 'ace', {
        cognitive: ['Pattern Finder', 'Shape Shift'],
        aptitude: ['Word Wise', 'Logic Gates'],
      });
      const { eventId } = admin;
      const order = await levelsInOrder(base, admin.cookie, eventId);
      expect(order.map((l) => l.tabName)).toEqual([
        '1',
        'Pattern Finder',
        '2',
        'Shape Shift',
        '3',
        'Word Wise',
        '4',
        'Logic Gates',
        '5',
        '6',
      ]);
      for (const level of order.filter((l) => l.type === 'Cognitive' || l.type === 'Aptitude')) {
        expect(level.passingScore).toBe(ENGINE_PASSING_SCORE);
      }
      await everyFaceOnLevelOne(base, admin.cookie, eventId);
      const person = { name: 'Ari Ace', email: 'ari.ace@example.org' };
      const { link, participantId } = await invite(base, admin.cookie, eventId, person);

      const { context, page, errors, player } = await openPlayer(
        { base, cookie: admin.cookie, eventId, participantId },
        'ace',
        [1440, 375],
      );
      try {
        await page.goto(link);
        await toLevelMap(page);
        await checkMapLabels(page, order);
        await howToPlay(page).getByRole('button', { name: 'Got it' }).click();
        await howToPlay(page).waitFor({ state: 'detached' });
        // Closed once, it stays closed for this game.
        await page.reload();
        await toLevelMap(page);
        await page.getByRole('button', { name: 'Play Level 1', exact: true }).waitFor();
        expect(await howToPlay(page).count()).toBe(0);

        // Level 1, first attempt: each Question answered with an option whose character is
        // sad, angry or normal (none of them Best), the e-mail and the text message Best.
        const one = order[0] as Level;
        const wanted: Expression[] = ['sad', 'angry', 'normal'];
        let expected = 0;
        await page.getByRole('button', { name: 'Play Level 1', exact: true }).click();
        await playAttempt(player, 1, {
          choose: (key) => {
            const position =
              key.type === 'Question'
                ? key.animations.indexOf(wanted[0] as string)
                : bestPosition(key);
            if (key.type === 'Question') {
              expect(position, `an option that is ${wanted[0]}`).toBeGreaterThanOrEqual(0);
              wanted.shift();
            }
            const rating = key.ratings[position] ?? 3;
            expected += answerPoints(key.value ?? 0, isRating(rating) ? rating : 3);
            return position;
          },
        });
        expect(wanted).toEqual([]);
        await page.getByRole('heading', { name: 'Not passed' }).waitFor();
        await page
          .locator('.pl-verdict')
          .getByText(`Not passed: ${fmt(one.passingScore - expected)} more points needed.`, {
            exact: true,
          })
          .waitFor();
        await page
          .getByText(`${fmt(expected)} points`, { exact: true })
          .first()
          .waitFor();
        await page.getByText(/^Play again: you get new situations/).waitFor();
        await snapBoth(page, 'ace-level-failed', player.widths);

        // Played again, all Best: the character is happy, and the level passes.
        await page.getByRole('button', { name: 'Play again' }).click();
        const second = await playAttempt(player, 1);
        expect(second.attempt).toBe(2);
        await passedResult(player, 1, null, second);
        expect([...player.faces].sort()).toEqual([...EXPRESSIONS].sort());

        await page.getByText('You are 1st of 1 player').waitFor();
        await snapBoth(page, 'ace-map-rank', player.widths);
        await playOn(player, order, 2);

        await page.getByRole('heading', { name: 'You finished the game!' }).waitFor();
        // Every engine item right; level 1's lost attempt counts toward the behaviour score.
        const behaviour = await behaviourScore(player, order);
        expect(behaviour).toBeLessThan(30_000);
        expect(await scores(page)).toEqual({
          'Total score': behaviour + 5_000 + 5_000,
          Behaviour: behaviour,
          Cognitive: 5_000,
          Aptitude: 5_000,
        });
        for (const engine of ['patternRecognition', 'spatial', 'verbal', 'logical']) {
          expect(player.seen.has(engine), `an item of ${engine} was shown`).toBe(true);
        }
        await snapBoth(page, 'ace-results', player.widths);
      } catch (error) {
        await snap(page, 'ace-failed');
        throw error;
      } finally {
        await context.close();
      }
      expect(errors).toEqual([]);
    },
    timeout,
  );
});

type EventQuestion = {
  id: string;
  type: string;
  ability: string;
  difficulty: string;
  name: string;
  subject: string;
  email: string;
  question: string;
  options: { text: string; rating: number; animation: string | null }[];
  reward: number;
};

const FILLERS = ['Say nothing and hope it goes away', 'Leave it for someone else', 'Complain'];

/**
 * The admin edits level 1's Questions (Edit Question) so each has four options whose
 * characters react differently: happy for the Best one, sad, angry and normal for the others
 * (an option added where the bank gave fewer than four). Texts and ratings stay.
 */
async function everyFaceOnLevelOne(base: string, cookie: string, eventId: string) {
  const { questions } = await api<{ questions: EventQuestion[] }>(
    base,
    cookie,
    'GET',
    levelRoute(eventId, '1'),
  );
  const edited = questions.filter((q) => q.type === 'Question');
  expect(edited.length).toBeGreaterThan(0);
  for (const q of edited) {
    const others = ['sad', 'angry', 'normal'];
    const bestAt = q.options.findIndex((o) => o.rating === 1);
    const options = q.options.map((o, i) => ({
      text: o.text,
      rating: o.rating,
      animation: i === bestAt ? 'happy' : (others.shift() ?? 'normal'),
    }));
    for (const text of FILLERS) {
      if (options.length < 4) {
        options.push({ text, rating: 3, animation: others.shift() ?? 'normal' });
      }
    }
    await api(base, cookie, 'PATCH', `${levelRoute(eventId, '1')}/questions/${q.id}`, {
      type: q.type,
      question: q.question,
      name: q.name,
      email: q.email,
      subject: q.subject,
      options,
      reward: q.reward,
      difficulty: q.difficulty,
      ability: q.ability,
    });
  }
}

/**
 * The response matrix CSV's rows of one participant: the columns a scenario checks. None of
 * the first four or last five columns holds a comma, so a row splits from both ends.
 */
async function responseRows(base: string, cookie: string, eventId: string, participantId: string) {
  const response = await fetch(`${base}/api/events/${eventId}/responses.csv`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  const lines = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return lines
    .slice(1)
    .map((line) => line.split(','))
    .filter((cells) => cells[0] === participantId)
    .map((cells) => ({
      level: cells[2] ?? '',
      attempt: cells[3] ?? '',
      rating: cells.at(-5) ?? '',
      answered: cells.at(-1) ?? '',
    }));
}
