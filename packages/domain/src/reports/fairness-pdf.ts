import { isNumberedLevel } from '../levels';
import type { FairnessDecision } from './measurement-schemas';

/**
 * The fairness report's PDF: its file name and texts
 * (docs/decisions/0024-item-analysis-reliability-fairness.md). The statement says what the
 * figures are and are not before any figure, as the screen does.
 */

export const FAIRNESS_PDF_NAME = 'Fairness report.pdf';

type Thresholds = { minGroupCount: number; smallGroupShare: number; fourFifths: number };

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

export const fairnessPdfMessages = {
  kicker: 'FAIRNESS REPORT',
  title: 'Fairness report',
  asOf: (date: string) => `Ages on ${date}, in the account's time zone`,
  figuresAsOf: (when: string) => `Figures as of ${when}`,
  figuresRefreshing: 'newer answers are not counted yet',
  statementTitle: 'What this is and is not',
  statement:
    'This report is a statistic computed from the answers and details stored for this event: ' +
    'for each decision, the rate at which each gender and age group was selected, and each ' +
    "group's impact ratio against the most selected group, in the shape of the bias audits " +
    "that New York City's Local Law 144 asks for. It is not a legal audit: no independent " +
    'auditor made it, it does not cover groups the participants did not give, and a ratio ' +
    'below four fifths is a reason to look closer, not a finding of discrimination.',
  rules: ({ minGroupCount, smallGroupShare, fourFifths }: Thresholds) =>
    `Impact ratio: a group's rate divided by the most selected group's rate. Flagged: an ` +
    `impact ratio below ${fourFifths}. Groups under ${percent(smallGroupShare)} of the people ` +
    `with a known group are shown but get no ratio and are never flagged. Groups of fewer ` +
    `than ${minGroupCount} people are suppressed, so no one can be singled out. People who ` +
    `gave no group are counted as Unknown and left out of every rate.`,
  noAudits: 'No level has been passed or scored yet: there is nothing to report.',
  people: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
  categories: { gender: 'Gender', ageGroup: 'Age group' },
  columns: {
    group: 'Group',
    count: 'Count',
    rate: 'Rate',
    impactRatio: 'Impact ratio',
    flag: 'Four-fifths',
    note: 'Note',
  },
  flagged: 'Below 4/5',
  notFlagged: 'No',
  suppressed: 'Suppressed',
  unknown: 'Unknown',
  notes: {
    suppressed: (minGroupCount: number) => `Fewer than ${minGroupCount}: hidden`,
    small: (smallGroupShare: number) => `Under ${percent(smallGroupShare)}: not flagged`,
    base: 'Most selected (base)',
    unknown: 'Not in any rate',
  },
  footer: (date: string) => `Made on ${date} from the fairness report`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** An audit's heading: what was decided, about what. */
export function fairnessAuditHeading(
  decision: FairnessDecision,
  subject: string,
  band: string | null,
): string {
  switch (decision) {
    case 'levelPass':
      // '3' → 'Level 3', as the console's level screens name it; 'Mini 1' keeps its name.
      return `${isNumberedLevel(subject) ? `Level ${subject}` : subject}: passed the level`;
    case 'topBand':
      return `${subject}: in the top band${band ? ` (${band})` : ''}`;
    case 'scoringRate':
      return `${subject}: scored above the median`;
  }
}
