import type {
  FairnessAudit,
  FairnessReportBody,
  FiguresFreshness,
  ItemAnalysisPage,
  ItemAnalysisRow,
  ReliabilityReport,
  ReliabilityRow,
} from '@app/domain';
import { uuidOf } from '../strengths/test-helpers';

/** Shared data of the measurement screens' tests (web unit tests only; fetch is mocked). */
const noFlags = { tooEasy: false, tooHard: false, negativeDiscrimination: false };

export function itemRow(n: number, overrides: Partial<ItemAnalysisRow> = {}): ItemAnalysisRow {
  return {
    itemId: uuidOf(n),
    kind: 'question',
    level: '1',
    competency: 'Leadership',
    text: `Question ${n} text`,
    answers: 120,
    facility: 0.55,
    optionShares: [
      { option: '0', label: 'Ask the team', count: 60, share: 0.5 },
      { option: '1', label: 'Wait', count: 48, share: 0.4 },
      { option: null, label: null, count: 12, share: 0.1 },
    ],
    discrimination: 0.31,
    meanSeconds: 12.34,
    flags: noFlags,
    ...overrides,
  };
}

/** An item under the minimum: the count, and null for every figure. */
export function fewAnswersRow(n: number): ItemAnalysisRow {
  return itemRow(n, {
    answers: 7,
    facility: null,
    optionShares: null,
    discrimination: null,
    meanSeconds: null,
  });
}

/** Figures computed at 09:30 UTC on 30 June 2025, none newer. */
export const UP_TO_DATE: FiguresFreshness = {
  computedAt: '2025-06-30T09:30:00.000Z',
  upToDate: true,
};

export function itemPage(
  items: ItemAnalysisRow[],
  total = items.length,
  freshness = UP_TO_DATE,
): ItemAnalysisPage {
  return { items, total, page: 1, pageSize: 20, minAnswers: 30, freshness };
}

export function reliabilityRow(overrides: Partial<ReliabilityRow> = {}): ReliabilityRow {
  return {
    scope: 'competency',
    competency: 'Leadership',
    participants: 1234,
    items: 24,
    alpha: 0.91,
    meanItemsAnswered: 8,
    alphaAtLength: 0.78,
    sdTotal: 21.6,
    sem: 10.2,
    pairsObserved: 270,
    pairsSkipped: 6,
    ...overrides,
  };
}

export function reliability(items?: ReliabilityRow[]): ReliabilityReport {
  return {
    items: items ?? [
      reliabilityRow(),
      reliabilityRow({
        competency: 'Teamwork',
        participants: 20,
        alpha: null,
        alphaAtLength: null,
        sem: null,
        meanItemsAnswered: null,
      }),
      reliabilityRow({ scope: 'total', competency: null, participants: 1300, sem: 8.4 }),
    ],
    freshness: UP_TO_DATE,
  };
}

type Group = FairnessAudit['byGender']['groups'][number];
const group = (overrides: Partial<Group> & Pick<Group, 'group'>): Group => ({
  count: 100,
  rate: 0.5,
  impactRatio: 1,
  suppressed: false,
  small: false,
  flagged: false,
  ...overrides,
});

export function fairnessAudit(overrides: Partial<FairnessAudit> = {}): FairnessAudit {
  return {
    decision: 'levelPass',
    subject: '1',
    band: null,
    people: 412,
    byGender: {
      groups: [
        group({ group: 'Male', count: 200, rate: 0.6, impactRatio: 1 }),
        group({ group: 'Female', count: 190, rate: 0.42, impactRatio: 0.7, flagged: true }),
        group({ group: 'Other', count: null, rate: null, impactRatio: null, suppressed: true }),
      ],
      base: 'Male',
      unknown: 19,
    },
    byAgeGroup: {
      groups: [
        group({ group: '19–25', count: 150, rate: 0.55, impactRatio: 1 }),
        group({ group: '26–45', count: 250, rate: 0.5, impactRatio: 0.91 }),
        group({ group: '46+', count: 6, rate: 1, impactRatio: null, small: true }),
      ],
      base: '19–25',
      unknown: 6,
    },
    ...overrides,
  };
}

export function fairnessReport(overrides: Partial<FairnessReportBody> = {}): FairnessReportBody {
  return {
    asOf: '2025-06-30',
    minGroupCount: 5,
    smallGroupShare: 0.02,
    fourFifths: 0.8,
    audits: [
      fairnessAudit(),
      fairnessAudit({ decision: 'topBand', subject: 'Leadership', band: 'Expert' }),
      fairnessAudit({ decision: 'scoringRate', subject: 'Total score' }),
    ],
    freshness: UP_TO_DATE,
    ...overrides,
  };
}
