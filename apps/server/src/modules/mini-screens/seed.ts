import { MINI4_SCENARIO_LENGTH, type MiniScreenGame, miniTemplateType } from '@app/domain';
import sharp from 'sharp';
import type { Tx } from '../../db/client';
import { serverSettings, storedFiles } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { newStorageKey } from '../../platform/storage';
import { insertScreen, type NewMiniScreenRow } from './queries';

/**
 * A playable starter set of mini-game screens (issue 11): five for each of Mini 1–4, with
 * their images drawn here (shapes, numbered cards, two backgrounds), so a new deployment has
 * content. Runs once per database, like the catalog seed.
 */
const SHAPES = [
  ['#e03131', '<circle cx="113" cy="118" r="80"/>'],
  ['#1971c2', '<rect x="33" y="38" width="160" height="160" rx="12"/>'],
  ['#2f9e44', '<polygon points="113,28 203,198 23,198"/>'],
  [
    '#f08c00',
    '<polygon points="113,20 138,92 214,92 152,136 175,208 113,164 51,208 74,136 12,92 88,92"/>',
  ],
  ['#6741d9', '<polygon points="113,20 203,118 113,216 23,118"/>'],
  ['#0c8599', '<ellipse cx="113" cy="118" rx="95" ry="60"/>'],
  ['#c2255c', '<path d="M113 200 L40 120 A45 45 0 0 1 113 60 A45 45 0 0 1 186 120 Z"/>'],
  ['#5c940d', '<polygon points="63,28 163,28 213,118 163,208 63,208 13,118"/>'],
] as const;

const optionSvg = (fill: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="226" height="236"><rect width="226" height="236" fill="#f8f9fa"/><g fill="${fill}">${shape}</g></svg>`;
const cardSvg = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="226" height="236"><rect width="226" height="236" rx="16" fill="#364fc7"/><text x="113" y="150" font-family="sans-serif" font-size="110" font-weight="700" fill="#fff" text-anchor="middle">${n}</text></svg>`;
const backgroundSvg = (from: string, to: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/></svg>`;

/** Repeats the text's sentences to exactly Mini 4's scenario length, ending on a full stop. */
export function mini4Scenario(text: string): string {
  let out = text;
  while (out.length < MINI4_SCENARIO_LENGTH) {
    out = `${out} ${text}`;
  }
  return `${out
    .slice(0, MINI4_SCENARIO_LENGTH - 1)
    .trimEnd()
    .padEnd(MINI4_SCENARIO_LENGTH - 1, '.')}.`;
}

async function storeImage(ctx: AppContext, tx: Tx, svg: string, name: string): Promise<string> {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  const key = newStorageKey('image', 'png');
  await ctx.storage.put(key, data);
  const [row] = await tx
    .insert(storedFiles)
    .values({
      storageKey: key,
      accountId: null,
      kind: 'mini-image',
      contentType: 'image/png',
      size: data.length,
      originalName: name,
    })
    .returning({ id: storedFiles.id });
  if (!row) {
    throw new Error('image insert returned nothing');
  }
  return row.id;
}

const MINI1 = [
  [
    'Deadline clash',
    'Two managers ask you for urgent work due the same afternoon.',
    [
      'Ask both managers to agree the order',
      'Do the louder request first',
      'Work late without telling anyone',
      'Ignore the second request',
    ],
    0,
  ],
  [
    'New teammate',
    'A new colleague keeps asking you basic questions during your busiest hour.',
    [
      'Book a short slot later to help them',
      'Tell them to read the wiki',
      'Answer while you keep typing',
      'Ask the manager to move them',
    ],
    0,
  ],
  [
    'Client complaint',
    'A client emails that your delivery arrived damaged.',
    [
      'Apologise and arrange a replacement today',
      'Blame the courier',
      'Wait for them to call',
      'Forward it to sales',
    ],
    0,
  ],
  [
    'Missed target',
    'Your team missed its monthly target by a small margin.',
    [
      'Review what slowed the team and plan fixes',
      'Say targets are unfair',
      'Push everyone to work weekends',
      'Hide the numbers',
    ],
    0,
  ],
  [
    'Budget cut',
    'Your project budget is cut by a fifth in the middle of the quarter.',
    [
      'Re-plan scope with the sponsor',
      'Keep spending as planned',
      'Stop the project at once',
      'Cut testing quietly',
    ],
    0,
  ],
] as const;
const MINI2_TEXT = [
  [
    'Order the steps',
    'Put the steps of handling a customer call in order.',
    ['Greet', 'Listen', 'Clarify', 'Resolve', 'Confirm'],
  ],
  [
    'Plan a meeting',
    'Put the steps of running a meeting in order.',
    ['Set goal', 'Invite', 'Share agenda', 'Discuss', 'Follow up'],
  ],
  [
    'Hire well',
    'Put the steps of hiring in order.',
    ['Define role', 'Advertise', 'Screen', 'Interview', 'Offer'],
  ],
] as const;
const MINI3 = ['Teamwork', 'Focus', 'Trust', 'Goals', 'Leader'];
const MINI4 = [
  'A shipment is late and the customer is waiting on the phone. Decide the order in which you act so the customer is calm and the problem is solved today.',
  'A teammate is overloaded before a launch. Decide the order in which you act to share the work fairly and keep the launch date without burning anyone out.',
  'A report has an error that reached the board. Decide the order in which you act to correct it, tell the right people and prevent it from happening again.',
  'Your store runs out of a popular item on a busy Saturday. Decide the order in which you act to serve waiting customers and restock the shelf quickly.',
  'A new tool is rolled out and people resist it. Decide the order in which you act to explain the change, train the team and measure whether it helps.',
];

export async function seedMiniScreens(ctx: AppContext): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const flag = await tx
      .insert(serverSettings)
      .values({ key: 'mini_screens_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (flag.length === 0) {
      return false;
    }
    // One at a time: the inserts share the transaction's one connection, and queries sent on a
    // connection that is still busy are deprecated by pg (an error from pg 9).
    const shapes = await inOrder(SHAPES, ([fill, shape], i) =>
      storeImage(ctx, tx, optionSvg(fill, shape), `shape-${i + 1}.png`),
    );
    const cards = await inOrder([1, 2, 3, 4, 5, 6, 7], (n) =>
      storeImage(ctx, tx, cardSvg(n), `card-${n}.png`),
    );
    const backgrounds = await inOrder(
      [
        ['#e7f5ff', '#d0bfff'],
        ['#fff4e6', '#b2f2bb'],
      ] as const,
      ([from, to], i) => storeImage(ctx, tx, backgroundSvg(from, to), `background-${i + 1}.png`),
    );
    const screens: NewMiniScreenRow[] = [];
    const add = (miniGame: MiniScreenGame, n: number, row: Partial<NewMiniScreenRow>): void => {
      screens.push({
        miniGame,
        questionNumber: n,
        templateType: miniTemplateType(miniGame),
        title: '',
        question: '',
        optionsType: 'text',
        ...row,
      });
    };
    for (const [i, [title, scenario, options, correct]] of MINI1.entries()) {
      add('Mini 1', i + 1, {
        title,
        question: scenario,
        options: [...options],
        correctAnswer: correct,
      });
    }
    for (const [i, [title, scenario, options]] of MINI2_TEXT.entries()) {
      add('Mini 2', i + 1, {
        title,
        question: scenario,
        options: [...options],
        correctAnswer: 0,
        template2Type: '5 Options A, B, C',
        backgroundFileId: backgrounds[0] ?? null,
      });
    }
    for (const [i, title] of ['Match the shapes', 'Find the pattern'].entries()) {
      add('Mini 2', MINI2_TEXT.length + i + 1, {
        title,
        question: 'Pick the shape that completes the set.',
        optionsType: 'image',
        optionFileIds: i === 0 ? shapes : [...shapes].reverse(),
        correctAnswer: 2,
        template2Type: '8 Options',
        backgroundFileId: backgrounds[1] ?? null,
      });
    }
    for (const [i, word] of MINI3.entries()) {
      add('Mini 3', i + 1, { title: 'Unscramble the word', question: word });
    }
    for (const [i, text] of MINI4.entries()) {
      add('Mini 4', i + 1, {
        title: 'Put the actions in order',
        question: mini4Scenario(text),
        optionsType: 'image',
        optionFileIds: cards.slice(0, 3 + (i % 5)),
      });
    }
    for (const screen of screens) {
      await insertScreen(tx, screen);
    }
    return true;
  });
}

async function inOrder<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (const [index, item] of items.entries()) {
    results.push(await fn(item, index));
  }
  return results;
}
