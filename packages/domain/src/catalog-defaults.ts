import { MINI_PASSING_SCORE } from './play/rules';

/**
 * What a fresh install seeds (part A §2 Settings, §3). Where the spec says "not shown" (reward
 * types, character keys), these are our choice, listed in docs/decisions/0001-foundations.md.
 */
export const DEFAULT_DEPARTMENTS = [
  'Sales',
  'Marketing',
  'Finance',
  'Operations',
  'Human resources',
  'Technology',
];
export const DEFAULT_REGIONS = ['North', 'South', 'East', 'West', 'Central'];

/** levelDifficultyScores defaults (part B §3): points per question. */
export const DEFAULT_DIFFICULTIES = [
  { difficulty: 'Easy', passingScore: 250 },
  { difficulty: 'Medium', passingScore: 375 },
  { difficulty: 'Hard', passingScore: 500 },
];

/** optionRewards: one reward per question type; 500 is the spec's default new-question reward. */
export const DEFAULT_QUESTION_REWARDS = [
  { type: 'Question', value: 500 },
  { type: 'Email', value: 500 },
  { type: 'SMS', value: 500 },
];

/** miscellaneous: the game's cast, key → the name players see. */
export const DEFAULT_CHARACTERS = [
  { key: 'manager', name: 'Sarah' },
  { key: 'colleague', name: 'Ahmed' },
  { key: 'client', name: 'Maria' },
  { key: 'hrManager', name: 'Ayesha' },
  { key: 'mentor', name: 'Omar' },
  { key: 'newJoiner', name: 'Bilal' },
];

export const DEFAULT_MINI_GAMES = [
  {
    name: 'Quick Decision',
    tabName: 'Mini 1',
    goalText: 'Read the scenario and pick the best of four answers.',
    time: 60,
    passingScore: MINI_PASSING_SCORE,
  },
  {
    name: 'Picture Match',
    tabName: 'Mini 2',
    goalText: 'Match the scene to the right picture.',
    time: 90,
    passingScore: MINI_PASSING_SCORE,
  },
  {
    name: 'Word Hunt',
    tabName: 'Mini 3',
    goalText: 'Find the hidden word before the time runs out.',
    time: 120,
    passingScore: MINI_PASSING_SCORE,
  },
  {
    name: 'Sequence Builder',
    tabName: 'Mini 4',
    goalText: 'Put the pictures in the order the story tells.',
    time: 180,
    passingScore: MINI_PASSING_SCORE,
  },
];

export const DEFAULT_COGNITIVE_GAMES = [
  { name: 'Memory Match', secondName: 'Working memory' },
  { name: 'Pattern Finder', secondName: 'Pattern recognition' },
  { name: 'Focus Run', secondName: 'Attention' },
  { name: 'Shape Shift', secondName: 'Spatial reasoning' },
];

export const DEFAULT_APTITUDE_GAMES = [
  { name: 'Number Sense', secondName: 'Numerical reasoning' },
  { name: 'Word Wise', secondName: 'Verbal reasoning' },
  { name: 'Logic Gates', secondName: 'Logical reasoning' },
  { name: 'Abstract Arts', secondName: 'Abstract reasoning' },
];

/** The six seeded competencies; their banks are the fixture question files. */
export const DEFAULT_COMPETENCIES = [
  {
    name: 'Adaptability',
    file: 'adaptability.csv',
    description: 'Adjusts to change, new tools and shifting priorities without losing pace.',
  },
  {
    name: 'Collaboration',
    file: 'collaboration.csv',
    description: 'Works with others toward a shared goal, sharing credit and information.',
  },
  {
    name: 'Customer Focus',
    file: 'customer-focus.csv',
    description: 'Understands what customers need and acts to meet it.',
  },
  {
    name: 'Decision Making',
    file: 'decision-making.csv',
    description: 'Weighs options and consequences, then decides in good time.',
  },
  {
    name: 'Innovation',
    file: 'innovation.csv',
    description: 'Brings new ideas and better ways of working, and tries them out.',
  },
  {
    name: 'Integrity',
    file: 'integrity.csv',
    description: 'Acts honestly and consistently, even when no one is watching.',
  },
];
