import type { IconName } from './icons';

/**
 * The starter content of Mini 1, 3 and 4 (docs/decisions/0013-content-library.md, "Mini-game
 * screens"). Kept as plain data, apart from the seeding, so its limits and the one right answer
 * of every screen can be checked by a pure test (content.test.ts) without a database.
 */

/** A Mini 1 screen: a workplace scenario with exactly one best answer among four. */
export interface Mini1Screen {
  title: string;
  scenario: string;
  options: readonly [string, string, string, string];
  correct: 0 | 1 | 2 | 3;
  /** Why the right answer is right, for reviewers of the content; not shown to players. */
  rationale: string;
}

/** A Mini 3 word to unscramble, with a definition that can serve as its clue. */
export interface Mini3Word {
  word: string;
  hint: string;
}

/** One picture card of a Mini 4 story. */
export interface Mini4Step {
  caption: string;
  icon: IconName;
}

/**
 * A Mini 4 screen: the scenario states the rules the order follows, never the order itself, so
 * the player has to work it out; `steps` are in that one right order.
 */
export interface Mini4Screen {
  title: string;
  scenario: string;
  steps: readonly Mini4Step[];
}

// The right answers sit at 2, 0, 3, 1, 0: every position is used, so always picking the same
// letter does not pay.
export const MINI1_SCREENS: readonly Mini1Screen[] = [
  {
    title: 'Claiming a business dinner',
    scenario:
      'The expense policy says: meals on business trips are refunded up to $25 per day, only with an itemised receipt, and alcohol is never refunded. On a one-day trip you spent $30 on dinner, which included a $6 glass of wine, and you kept the itemised receipt. You had no other meals that day. How much should you claim?',
    options: [
      'Claim $25, the daily limit for meals.',
      'Claim $30, because you have an itemised receipt.',
      'Claim $24, the dinner without the wine.',
      'Claim nothing, because the bill includes alcohol.',
    ],
    correct: 2,
    rationale:
      'Without the $6 wine the dinner costs $24, which is under the $25 limit and backed by the receipt.',
  },
  {
    title: 'Four tasks at 4:30 pm',
    scenario:
      "It is 4:30 pm. On your list: the payroll file must reach the bank by 5 pm or staff are paid late; a newsletter is due on Friday; your manager asked for a slide 'when you get a chance'; and 40 emails are unread, none marked urgent. The payroll file takes about 20 minutes. What do you do first?",
    options: [
      'Finish the payroll file and send it to the bank.',
      'Make the slide, because your manager asked for it.',
      'Clear the unread emails in case one of them is urgent.',
      'Start the newsletter while you still have energy.',
    ],
    correct: 0,
    rationale:
      'Only the payroll file has a deadline within the hour, and missing it harms every employee.',
  },
  {
    title: 'Covering the tills',
    scenario:
      'Your shop must have 3 people on the tills at all times from 9:00 to 17:00. Every till shift lasts exactly 4 hours, and nobody works two shifts on the same day. How many till shifts must you put on the rota for one day?',
    options: [
      'You need 3 shifts, one for each till.',
      'You need 8 shifts, one for each opening hour.',
      'You need 12 shifts, four for each till.',
      'You need 6 shifts, two for each till.',
    ],
    correct: 3,
    rationale: 'The 8 opening hours take two 4-hour shifts per till, and 3 tills need 6 shifts.',
  },
  {
    title: 'A caller asks for an address',
    scenario:
      'You work on a delivery helpline. A caller says he is the husband of a customer and asks for her delivery address so he can send her a surprise. Policy: personal details are given only to the account holder, after she answers the security questions. The caller knows her full name and order number. What do you do?',
    options: [
      'Give the address, as he knows her name and order number.',
      'Decline politely and suggest she contacts you herself.',
      'Ask him the security questions, then give the address.',
      'Give only the postcode, as that is not the full address.',
    ],
    correct: 1,
    rationale:
      'He is not the account holder, so the policy allows no personal details for him at all.',
  },
  {
    title: 'Finding a meeting slot',
    scenario:
      'You need a one-hour meeting today with Ana, Ben and Chen. Ana is free from 9:00 to 12:00. Ben is free from 10:30 to 15:00. Chen is free from 10:00 to 11:30 and from 14:00 to 16:00. Meetings start on the hour or half hour. Which slot works for all three?',
    options: [
      'Book the meeting from 10:30 to 11:30.',
      'Book the meeting from 10:00 to 11:00.',
      'Book the meeting from 14:00 to 15:00.',
      'Book the meeting from 11:00 to 12:00.',
    ],
    correct: 0,
    rationale:
      'Only 10:30 to 11:30 falls inside all three free times; Ben, Ana and Chen miss the others.',
  },
];

// Letters only (the word schema's rule), and none is an anagram of another common word, as the
// player's answer is compared with this word alone.
export const MINI3_WORDS: readonly Mini3Word[] = [
  { word: 'AGENDA', hint: 'The list of topics to cover in a meeting' },
  { word: 'INVOICE', hint: 'A bill sent to a customer asking for payment' },
  { word: 'DEADLINE', hint: 'The latest time by which a task must be finished' },
  { word: 'COLLEAGUE', hint: 'A person you work with' },
  { word: 'PAYROLL', hint: "The record of a company's staff and the wages it owes them" },
];

// Each scenario is exactly 400 characters (the Mini 4 rule) and states the before/after rules in
// a jumbled order; content.test.ts encodes those rules and checks only the listed order fits.
export const MINI4_SCREENS: readonly Mini4Screen[] = [
  {
    title: 'A refund at the service desk',
    scenario:
      'A customer brings back a kettle that stopped working after one week and asks for her money back. Store rules are strict: cash may only leave the till for a refund that a manager has already approved, and a manager will approve a refund only after the receipt has been checked and shows the kettle was bought in this store within the last 30 days. The duty manager is nearby. In what order do you act?',
    steps: [
      { caption: 'Check the receipt', icon: 'receipt' },
      { caption: "Get the manager's OK", icon: 'thumbsUp' },
      { caption: 'Refund the money', icon: 'coins' },
    ],
  },
  {
    title: 'Setting up a client meeting',
    scenario:
      'Your manager wants a two-hour meeting next week with a new client and three colleagues. The printed agenda lists only the people who have accepted the invitation, so it can be prepared once the replies are in. Every invitation must state the room and the time. Rooms are booked for a fixed slot, and you can only choose a slot once you know when everyone is free. In what order do you do these tasks?',
    steps: [
      { caption: 'Check the calendars', icon: 'calendar' },
      { caption: 'Book a meeting room', icon: 'meetingRoom' },
      { caption: 'Send the invitations', icon: 'envelope' },
      { caption: 'Print the agenda', icon: 'printer' },
    ],
  },
  {
    title: "A new starter's first morning",
    scenario:
      'Maya begins as a data analyst today and you are planning her first morning. Her team sits on the fourth floor, which opens only with a door pass. Security prints passes only for people who have finished the online safety course, and that course runs on her work laptop. IT will not hand over a laptop until HR confirms a signed contract. In what order does her first morning go, from start to finish?',
    steps: [
      { caption: 'Sign the contract', icon: 'signature' },
      { caption: 'Set up the laptop', icon: 'laptop' },
      { caption: 'Do the safety course', icon: 'shield' },
      { caption: 'Collect the door pass', icon: 'badge' },
      { caption: 'Meet the team', icon: 'team' },
    ],
  },
  {
    title: 'A jammed conveyor belt',
    scenario:
      'A large box has jammed the conveyor belt in the packing hall, and the belt is still running. Only the on-call technician may clear a jam, and site rules allow her to be called out only once the area is taped off. Nobody may walk up to the belt to tape the area while it moves. The report you write must say whether the test run after the repair went well. In what order do you and the technician act?',
    steps: [
      { caption: 'Stop the belt', icon: 'power' },
      { caption: 'Tape off the area', icon: 'cones' },
      { caption: 'Call the technician', icon: 'phone' },
      { caption: 'Clear the jam', icon: 'wrench' },
      { caption: 'Run a test', icon: 'gauge' },
      { caption: 'Write the report', icon: 'clipboard' },
    ],
  },
  {
    title: 'A phone order for a desk',
    scenario:
      'A customer calls to buy a standing desk. The tracking number is created when the courier scans the parcel at collection, and the courier takes only labelled parcels. Labels go on packed and sealed boxes, and the warehouse packs only paid orders. You never charge for goods that are not in stock, and you can check the stock only once you know the model and colour she wants. In what order do you act?',
    steps: [
      { caption: 'Take the order', icon: 'phone' },
      { caption: 'Check the stock', icon: 'magnifier' },
      { caption: 'Take the payment', icon: 'card' },
      { caption: 'Pack the parcel', icon: 'box' },
      { caption: 'Stick on the label', icon: 'label' },
      { caption: 'Hand to the courier', icon: 'truck' },
      { caption: 'Email the tracking', icon: 'envelope' },
    ],
  },
];
