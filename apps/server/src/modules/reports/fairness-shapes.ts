import {
  ageGroupOf,
  type FairnessAudit,
  type FairnessDecision,
  type FairnessRow,
  fairnessReport,
  GENDER_LABELS,
  type Grade,
} from '@app/domain';
import type { FairnessCountRow } from './queries/responses';

const GENDER_WORDS: Readonly<Record<string, string>> = {
  m: GENDER_LABELS.male,
  male: GENDER_LABELS.male,
  f: GENDER_LABELS.female,
  female: GENDER_LABELS.female,
};

/** The upload's Gender is free text: M, male and Male are one group; an empty cell is none. */
export function genderGroup(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : (GENDER_WORDS[text.toLowerCase()] ?? text);
}

export const TOTAL_SCORE_SUBJECT = 'Total score';

/**
 * The audits: each level's pass (over those with a counted attempt), each competency's top
 * band of the account's grades (over those with a percentage), and the scoring rate of the
 * total score (over those who played) and of each competency's percentage. From the outcomes
 * counted in the database (findFairnessCounts): each count is that many rows of the domain's
 * fairnessReport; a person's gender is what they gave, else their candidate record's.
 */
export function fairnessAuditsFromCounts(input: {
  levels: readonly string[];
  competencies: readonly string[];
  grades: readonly Grade[];
  counts: readonly FairnessCountRow[];
}): FairnessAudit[] {
  const top = [...input.grades].sort((a, b) => b.start - a.start)[0] ?? null;
  const of = (decision: FairnessDecision, subject: string | null) =>
    input.counts.filter((c) => c.decision === decision && c.subject === subject);
  const audit = (
    decision: FairnessDecision,
    subject: string,
    band: string | null,
    counts: readonly FairnessCountRow[],
  ): FairnessAudit => {
    const rows = (pick: (c: FairnessCountRow) => string | null): FairnessRow[] =>
      counts.flatMap((c) =>
        new Array<FairnessRow>(c.count).fill({ group: pick(c), selected: c.selected }),
      );
    return {
      decision,
      subject,
      band,
      people: counts.reduce((n, c) => n + c.count, 0),
      byGender: fairnessReport(
        rows((c) => genderGroup(c.gender) ?? genderGroup(c.candidateGender)),
      ),
      byAgeGroup: fairnessReport(rows((c) => (c.age === null ? null : ageGroupOf(c.age)))),
    };
  };
  const present = input.competencies.filter(
    (c) => of('topBand', c).length > 0 || of('scoringRate', c).length > 0,
  );
  const total = of('scoringRate', null);
  return [
    ...input.levels.flatMap((level) => {
      const counts = of('levelPass', level);
      return counts.length === 0 ? [] : [audit('levelPass', level, null, counts)];
    }),
    ...(top ? present.map((c) => audit('topBand', c, top.name, of('topBand', c))) : []),
    ...(total.length > 0 ? [audit('scoringRate', TOTAL_SCORE_SUBJECT, null, total)] : []),
    ...present.map((c) => audit('scoringRate', c, null, of('scoringRate', c))),
  ];
}

const DECISION_LABELS: Record<FairnessDecision, string> = {
  levelPass: 'Level pass',
  topBand: 'Top band',
  scoringRate: 'Scoring rate (above the median)',
};

export const FAIRNESS_CSV_HEADER = [
  'Decision',
  'Subject',
  'Band',
  'Category',
  'Group',
  'Count',
  'Rate',
  'Impact ratio',
  'Below four fifths',
  'Note',
];

const fixed = (n: number | null, digits: number) => (n === null ? '' : n.toFixed(digits));

/** One line per group and one for the unknown group, per category, per audit. */
export function fairnessCsvRows(audits: readonly FairnessAudit[]): string[][] {
  return audits.flatMap((a) =>
    (
      [
        ['Gender', a.byGender],
        ['Age group', a.byAgeGroup],
      ] as const
    ).flatMap(([category, table]) => [
      ...table.groups.map((g) => [
        DECISION_LABELS[a.decision],
        a.subject,
        a.band ?? '',
        category,
        g.group,
        g.count === null ? '' : String(g.count),
        fixed(g.rate, 4),
        fixed(g.impactRatio, 4),
        g.flagged ? 'Yes' : 'No',
        g.suppressed
          ? 'Suppressed: too few people'
          : g.small
            ? 'Under 2% of the data: no impact ratio'
            : g.group === table.base
              ? 'Most selected (base)'
              : '',
      ]),
      [
        DECISION_LABELS[a.decision],
        a.subject,
        a.band ?? '',
        category,
        'Unknown',
        String(table.unknown),
        '',
        '',
        'No',
        'Not in any rate',
      ],
    ]),
  );
}
