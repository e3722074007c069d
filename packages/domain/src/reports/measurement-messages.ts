import { formatThousands } from './format';

/**
 * The measurement screens' texts (item analysis, reliability, fairness): what each figure is,
 * and what the fairness report is not (docs/decisions/0024-item-analysis-reliability-fairness.md).
 */
export const measurementScreenMessages = {
  itemsEmpty: 'No answers yet: the items show here once participants have played a level.',
  itemsEmptyLevel:
    'No question or mini screen of this level has been answered yet (a game level has none to analyse).',
  itemsMinimum: (min: number) =>
    `Figures need at least ${min} participants asked the item; until then only the count is shown, with — for each figure.`,
  belowMinimum: (min: number) => `Fewer than ${min} answers`,
  itemsFlags:
    'Flags: too easy (facility above 0.9), too hard (below 0.2), negative discrimination (strong participants do worse on it). A flag is a prompt to read the item, not a verdict.',
  reliabilityAbout:
    'Cronbach\'s alpha of a score (the pool\'s alpha brought to the number of items a participant is asked) and its standard error of measurement in percentage points: a score of 67% reads "67% ± SEM".',
  reliabilityUnavailable: 'Not enough answers yet',
  fairnessStatement:
    'This is a statistic, not a legal audit. It compares how often each gender and age group passes a level, reaches a competency’s top band or scores above the median, and flags an impact ratio under four-fifths. It is not the independent bias audit that New York City’s Local Law 144 requires, and it does not say why a difference arises or whether it is lawful.',
  fairnessRules: (minCount: number, smallShare: number) =>
    `Groups with fewer than ${minCount} people are suppressed so no one can be singled out. Groups under ${Math.round(smallShare * 100)} % of the people with a known group are shown but not compared or flagged. People who gave no gender or date of birth are counted as unknown and left out of the rates.`,
  fairnessStatementTitle: 'What this report is and is not',
  fairnessAsOf: (date: string) => `Ages on ${date}.`,
  fairnessDecisions: {
    levelPass: {
      title: 'Level pass',
      rate: 'Selection rate',
      about: 'The share of each group that passed the level.',
    },
    topBand: {
      title: 'Top band',
      rate: 'Selection rate',
      about: "The share of each group whose competency score is in the account's top grade.",
    },
    scoringRate: {
      title: 'Scoring rate',
      rate: 'Scoring rate',
      about:
        'The share of each group scoring above the median of everyone scored, as Local Law 144 defines a scoring rate.',
    },
  },
  fairnessEmpty: 'Nobody has finished a level yet: the report fills in as participants play.',
  unknownGroup: (category: string, count: number) =>
    `${formatThousands(count)} with no ${category} given: not in the rates.`,
  noGroups: (category: string, count: number) =>
    `No ${category} known for any of the ${formatThousands(count)} people: nothing to compare.`,
  suppressed: 'Suppressed',
  suppressedWhy: (minCount: number) => `Fewer than ${minCount} people: not shown`,
  smallGroup: (smallShare: number) => `Under ${Math.round(smallShare * 100)} %: not compared`,
  belowFourFifths: 'Below four-fifths',
  pdfFailed: 'The fairness report PDF could not be downloaded',
  figuresAsOf: (when: string) => `Figures as of ${when}.`,
  figuresRefreshing:
    'Newer answers are being counted: the figures refresh within a few minutes, and this page with them.',
  figuresPending:
    'The figures are being computed for the first time: they show here within a few minutes.',
} as const;
