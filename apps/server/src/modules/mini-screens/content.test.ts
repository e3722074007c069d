import {
  MINI_OPTION_TEXT_MAX,
  MINI_SCENARIO_MAX,
  MINI3_WORD_MAX,
  MINI3_WORD_MIN,
  MINI4_OPTIONS_MAX,
  MINI4_OPTIONS_MIN,
  MINI4_SCENARIO_LENGTH,
} from '@app/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MINI1_SCREENS, MINI3_WORDS, MINI4_SCREENS } from './content';
import { CAPTION_LINE_CHARS, captionLines, ICON_NAMES, ICONS, storyCardSvg } from './icons';

const TITLE_MAX = 60;
const CAPTION_MAX = 22;

/**
 * The before/after rules each Mini 4 scenario states, written out by hand with the words that
 * state them. The test checks the words are in the scenario and that exactly one order of the
 * steps keeps every rule: the listed one. Editing a scenario means updating its rules here.
 */
const MINI4_RULES: Record<string, readonly { quote: string; before: string; after: string }[]> = {
  'A refund at the service desk': [
    {
      quote: 'a manager will approve a refund only after the receipt has been checked',
      before: 'Check the receipt',
      after: "Get the manager's OK",
    },
    {
      quote: 'cash may only leave the till for a refund that a manager has already approved',
      before: "Get the manager's OK",
      after: 'Refund the money',
    },
  ],
  'Setting up a client meeting': [
    {
      quote:
        'Rooms are booked for a fixed slot, and you can only choose a slot once you know when everyone is free',
      before: 'Check the calendars',
      after: 'Book a meeting room',
    },
    {
      quote: 'Every invitation must state the room and the time',
      before: 'Book a meeting room',
      after: 'Send the invitations',
    },
    {
      quote: 'The printed agenda lists only the people who have accepted the invitation',
      before: 'Send the invitations',
      after: 'Print the agenda',
    },
  ],
  "A new starter's first morning": [
    {
      quote: 'IT will not hand over a laptop until HR confirms a signed contract',
      before: 'Sign the contract',
      after: 'Set up the laptop',
    },
    {
      quote: 'that course runs on her work laptop',
      before: 'Set up the laptop',
      after: 'Do the safety course',
    },
    {
      quote: 'Security prints passes only for people who have finished the online safety course',
      before: 'Do the safety course',
      after: 'Collect the door pass',
    },
    {
      quote: 'Her team sits on the fourth floor, which opens only with a door pass',
      before: 'Collect the door pass',
      after: 'Meet the team',
    },
  ],
  'A jammed conveyor belt': [
    {
      quote: 'Nobody may walk up to the belt to tape the area while it moves',
      before: 'Stop the belt',
      after: 'Tape off the area',
    },
    {
      quote: 'allow her to be called out only once the area is taped off',
      before: 'Tape off the area',
      after: 'Call the technician',
    },
    {
      quote: 'Only the on-call technician may clear a jam',
      before: 'Call the technician',
      after: 'Clear the jam',
    },
    { quote: 'the test run after the repair', before: 'Clear the jam', after: 'Run a test' },
    {
      quote: 'The report you write must say whether the test run after the repair went well',
      before: 'Run a test',
      after: 'Write the report',
    },
  ],
  'A phone order for a desk': [
    {
      quote: 'you can check the stock only once you know the model and colour she wants',
      before: 'Take the order',
      after: 'Check the stock',
    },
    {
      quote: 'You never charge for goods that are not in stock',
      before: 'Check the stock',
      after: 'Take the payment',
    },
    {
      quote: 'the warehouse packs only paid orders',
      before: 'Take the payment',
      after: 'Pack the parcel',
    },
    {
      quote: 'Labels go on packed and sealed boxes',
      before: 'Pack the parcel',
      after: 'Stick on the label',
    },
    {
      quote: 'the courier takes only labelled parcels',
      before: 'Stick on the label',
      after: 'Hand to the courier',
    },
    {
      quote: 'The tracking number is created when the courier scans the parcel at collection',
      before: 'Hand to the courier',
      after: 'Email the tracking',
    },
  ],
};

function permutations(n: number): number[][] {
  if (n === 0) {
    return [[]];
  }
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]),
  );
}

describe('Mini 1 content', () => {
  it('has five screens within the form limits', () => {
    expect(MINI1_SCREENS).toHaveLength(5);
    for (const screen of MINI1_SCREENS) {
      expect(screen.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(screen.scenario.length).toBeLessThanOrEqual(MINI_SCENARIO_MAX);
      expect(screen.scenario.endsWith('?')).toBe(true);
      expect(new Set(screen.options).size).toBe(4);
      for (const option of screen.options) {
        expect(option.length).toBeLessThanOrEqual(MINI_OPTION_TEXT_MAX);
        expect(option).toMatch(/^[A-Z0-9$].*\.$/);
      }
      expect(screen.rationale.length).toBeGreaterThan(0);
    }
  });

  it('puts the right answer in every position, not in a pattern', () => {
    const positions = MINI1_SCREENS.map((s) => s.correct);
    expect(new Set(positions)).toEqual(new Set([0, 1, 2, 3]));
    expect(positions).not.toEqual([...positions].sort());
  });
});

describe('Mini 3 content', () => {
  it('has five distinct words of letters only, with hints that do not give them away', () => {
    expect(MINI3_WORDS).toHaveLength(5);
    expect(new Set(MINI3_WORDS.map((w) => w.word)).size).toBe(5);
    for (const { word, hint } of MINI3_WORDS) {
      expect(word).toMatch(/^\p{L}+$/u);
      expect(word.length).toBeGreaterThanOrEqual(MINI3_WORD_MIN);
      expect(word.length).toBeLessThanOrEqual(MINI3_WORD_MAX);
      expect(hint.toLowerCase()).not.toContain(word.toLowerCase());
    }
  });
});

describe('Mini 4 content', () => {
  it('has one screen for each step count, scenarios of exactly the required length', () => {
    const counts = MINI4_SCREENS.map((s) => s.steps.length).sort((a, b) => a - b);
    expect(counts).toEqual([3, 4, 5, 6, 7]);
    expect(counts[0]).toBe(MINI4_OPTIONS_MIN);
    expect(counts.at(-1)).toBe(MINI4_OPTIONS_MAX);
    for (const screen of MINI4_SCREENS) {
      expect(screen.title.length).toBeLessThanOrEqual(TITLE_MAX);
      expect(screen.scenario).toHaveLength(MINI4_SCENARIO_LENGTH);
    }
  });

  it('gives every step a short caption that fits two card lines, and a drawing that exists', () => {
    for (const screen of MINI4_SCREENS) {
      // Two cards alike on one screen could not be told apart.
      expect(new Set(screen.steps.map((s) => s.caption)).size).toBe(screen.steps.length);
      expect(new Set(screen.steps.map((s) => s.icon)).size).toBe(screen.steps.length);
      for (const { caption, icon } of screen.steps) {
        expect(caption.length).toBeLessThanOrEqual(CAPTION_MAX);
        const lines = captionLines(caption);
        expect(lines.length).toBeLessThanOrEqual(2);
        for (const line of lines) {
          expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_CHARS);
        }
        expect(ICONS[icon]).toMatch(/^<g /);
      }
    }
  });

  it('states rules in each scenario that allow exactly the listed order', () => {
    expect(Object.keys(MINI4_RULES).sort()).toEqual(MINI4_SCREENS.map((s) => s.title).sort());
    for (const screen of MINI4_SCREENS) {
      const captions = screen.steps.map((s) => s.caption);
      const rules = (MINI4_RULES[screen.title] ?? []).map(({ quote, before, after }) => {
        expect(screen.scenario).toContain(quote);
        expect(captions).toContain(before);
        expect(captions).toContain(after);
        return [captions.indexOf(before), captions.indexOf(after)] as const;
      });
      // order[k] is the step put in place k; a rule holds when `before` is placed earlier.
      const fitting = permutations(captions.length).filter((order) =>
        rules.every(([before, after]) => order.indexOf(before) < order.indexOf(after)),
      );
      expect(fitting).toEqual([captions.map((_, i) => i)]);
    }
  });
});

describe('story cards', () => {
  it('draw every icon on a card of the option image size', async () => {
    for (const name of ICON_NAMES) {
      const svg = storyCardSvg(name, 'Hand to the courier');
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([226, 236]);
    }
  });

  it('escapes the caption and splits it evenly', () => {
    const svg = storyCardSvg('thumbsUp', "Get the manager's OK & <go>");
    expect(svg).toContain('manager&apos;s');
    expect(svg).toContain('&amp; &lt;go&gt;');
    expect(captionLines("Get the manager's OK")).toEqual(['Get the', "manager's OK"]);
    expect(captionLines('Check the receipt')).toEqual(['Check the receipt']);
  });
});
