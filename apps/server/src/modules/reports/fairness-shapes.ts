import {
  ageGroupFromBirthDate,
  type FairnessAudit,
  type FairnessDecision,
  type FairnessRow,
  fairnessReport,
  GENDER_LABELS,
  type Grade,
  scoringRows,
} from '@app/domain';
import type { DemographicRow } from './queries/responses';

/** A person's groups: from what they gave, else their candidate record in the event. */
export type Person = { gender: string | null; ageGroup: string | null };

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

const isDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function peopleOf(rows: readonly DemographicRow[], today: string): Map<string, Person> {
  return new Map(
    rows.map((r) => {
      const dob = isDate(r.dob) ? r.dob : isDate(r.candidateDob) ? r.candidateDob : null;
      return [
        r.id,
        {
          gender: genderGroup(r.gender) ?? genderGroup(r.candidateGender),
          ageGroup: ageGroupFromBirthDate(dob, today),
        },
      ];
    }),
  );
}

type Outcome = { participantId: string; selected: boolean };

/** One decision's tables by gender and by age group, over the same people. */
function audit(
  decision: FairnessDecision,
  subject: string,
  band: string | null,
  outcomes: readonly Outcome[],
  people: ReadonlyMap<string, Person>,
): FairnessAudit {
  const by = (pick: (p: Person) => string | null): FairnessRow[] =>
    outcomes.map((o) => {
      const p = people.get(o.participantId);
      return { group: p ? pick(p) : null, selected: o.selected };
    });
  return {
    decision,
    subject,
    band,
    people: outcomes.length,
    byGender: fairnessReport(by((p) => p.gender)),
    byAgeGroup: fairnessReport(by((p) => p.ageGroup)),
  };
}

/** Above the whole sample's median, the group known or not (§ 5-301(c)). */
function scoring(scores: readonly { participantId: string; score: number }[]): Outcome[] {
  const rows = scoringRows(scores.map((s) => ({ group: null, score: s.score })));
  return scores.map((s, i) => ({ participantId: s.participantId, selected: !!rows[i]?.selected }));
}

export const TOTAL_SCORE_SUBJECT = 'Total score';

/**
 * The audits: each level's pass (over those with a counted attempt), each competency's top
 * band of the account's grades (over those with a percentage), and the scoring rate of the
 * total score (over those who played) and of each competency's percentage.
 */
export function fairnessAudits(input: {
  levels: readonly string[];
  competencies: readonly string[];
  grades: readonly Grade[];
  people: ReadonlyMap<string, Person>;
  demographics: readonly DemographicRow[];
  passes: readonly { participantId: string; level: string; passed: boolean }[];
  averages: readonly { participantId: string; competency: string; percentage: number }[];
}): FairnessAudit[] {
  const { people } = input;
  const top = [...input.grades].sort((a, b) => b.start - a.start)[0] ?? null;
  const levelAudits = input.levels.flatMap((level) => {
    const rows = input.passes.filter((p) => p.level === level);
    return rows.length === 0
      ? []
      : [
          audit(
            'levelPass',
            level,
            null,
            rows.map((r) => ({ participantId: r.participantId, selected: r.passed })),
            people,
          ),
        ];
  });
  const ofCompetency = (c: string) => input.averages.filter((a) => a.competency === c);
  const present = input.competencies.filter((c) => ofCompetency(c).length > 0);
  const bandAudits = top
    ? present.map((c) =>
        audit(
          'topBand',
          c,
          top.name,
          ofCompetency(c).map((a) => ({
            participantId: a.participantId,
            selected: a.percentage >= top.start && a.percentage <= top.end,
          })),
          people,
        ),
      )
    : [];
  const totals = input.demographics
    .filter((d) => d.played)
    .map((d) => ({ participantId: d.id, score: d.currentScore }));
  const scoringAudits = [
    ...(totals.length > 0
      ? [audit('scoringRate', TOTAL_SCORE_SUBJECT, null, scoring(totals), people)]
      : []),
    ...present.map((c) =>
      audit(
        'scoringRate',
        c,
        null,
        scoring(
          ofCompetency(c).map((a) => ({ participantId: a.participantId, score: a.percentage })),
        ),
        people,
      ),
    ),
  ];
  return [...levelAudits, ...bandAudits, ...scoringAudits];
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
