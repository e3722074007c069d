import { describe, expect, it } from 'vitest';
import {
  ageGroupFromBirthDate,
  type FairnessRow,
  fairnessReport,
  MIN_GROUP_COUNT,
  scoringRows,
} from './fairness';

/** `count` people of `group`, the first `selected` of them selected. */
const people = (group: string | null, count: number, selected: number): FairnessRow[] =>
  Array.from({ length: count }, (_, i) => ({ group, selected: i < selected }));

describe('fairnessReport: selection rates and impact ratios', () => {
  it('compares each group with the highest rate and flags under four fifths', () => {
    // A: 6 of 10 = .6 (the base); B: 4 of 10 = .4 → .4 / .6 = 0.667 < 0.8, flagged;
    // C: 4 people, under MIN_GROUP_COUNT (5): neither count nor rate; 2 with no known group.
    const report = fairnessReport([
      ...people('A', 10, 6),
      ...people('B', 10, 4),
      ...people('C', 4, 4),
      ...people(null, 2, 1),
    ]);
    expect(report.base).toBe('A');
    expect(report.unknown).toBe(2);
    expect(report.groups).toEqual([
      {
        group: 'A',
        count: 10,
        rate: 0.6,
        impactRatio: 1,
        suppressed: false,
        small: false,
        flagged: false,
      },
      {
        group: 'B',
        count: 10,
        rate: 0.4,
        impactRatio: 0.4 / 0.6,
        suppressed: false,
        small: false,
        flagged: true,
      },
      {
        group: 'C',
        count: null,
        rate: null,
        impactRatio: null,
        suppressed: true,
        small: false,
        flagged: false,
      },
    ]);
    expect(MIN_GROUP_COUNT).toBe(5);
  });

  it('shows a group under 2 % of the data but leaves it out of the impact ratios', () => {
    // 300 people with a known group. D: 5 of 300 = 1.7 % < 2 %, all 5 selected (rate 1).
    // D is not the base (it would make A's ratio .6): A (90 of 150 = .6) is.
    // B: 58 of 145 = .4 → .4 / .6 = 0.667, flagged.
    const report = fairnessReport([
      ...people('A', 150, 90),
      ...people('B', 145, 58),
      ...people('D', 5, 5),
    ]);
    expect(report.base).toBe('A');
    expect(report.groups.find((g) => g.group === 'B')).toMatchObject({ flagged: true });
    expect(report.groups.find((g) => g.group === 'B')?.impactRatio).toBeCloseTo(2 / 3, 12);
    expect(report.groups.find((g) => g.group === 'D')).toEqual({
      group: 'D',
      count: 5,
      rate: 1,
      impactRatio: null,
      suppressed: false,
      small: true,
      flagged: false,
    });
  });

  it('has no impact ratios when nobody was selected', () => {
    const report = fairnessReport([...people('A', 10, 0), ...people('B', 10, 0)]);
    expect(report.base).toBeNull();
    expect(report.groups.map((g) => g.impactRatio)).toEqual([null, null]);
  });
});

describe('scoringRows: above the whole sample’s median counts as selected', () => {
  it('takes the mean of the middle two for an even count', () => {
    // 10, 20, 30, 40 → median 25: 30 and 40 are above
    const rows = scoringRows([
      { group: 'A', score: 10 },
      { group: 'A', score: 40 },
      { group: 'B', score: 30 },
      { group: null, score: 20 }, // in the median, though not in any group's rate
    ]);
    expect(rows.map((r) => r.selected)).toEqual([false, true, true, false]);
  });

  it('does not count a score equal to the median', () => {
    // 1, 2, 2, 2, 3 → median 2: only 3 is above
    const rows = scoringRows([1, 2, 2, 2, 3].map((score) => ({ group: 'A', score })));
    expect(rows.filter((r) => r.selected)).toHaveLength(1);
  });
});

describe('a published example: NYC DCWP rules, 6 RCNY § 5-301(d), "culture fit" scores', () => {
  // The rule's own example table (Notice of Adoption, April 2023), scoring rates and impact
  // ratios as published. The counts above the median are the rates × applicants:
  //   Male 92, 54.3 % → 50          Female 76, 44.7 % → 34        impact ratio 0.82
  //   Hispanic or Latino 28 → 18 (18/28 = 64.29 %; the table prints 64.2 %)   1.00
  //   White 40, 37.5 % → 15   0.58   Black or African American 32, 50.0 % → 16   0.78
  //   Native Hawaiian or Pacific Islander 8, 62.5 % → 5   0.97   Asian 24, 41.7 % → 10   0.65
  // (The table's further race rows are not used: no row can change a ratio to Hispanic or
  // Latino, the highest rate.)
  const ratio = (rows: FairnessRow[], group: string) =>
    fairnessReport(rows).groups.find((g) => g.group === group)?.impactRatio ?? Number.NaN;

  it('reproduces the sex categories', () => {
    const rows = [...people('Male', 92, 50), ...people('Female', 76, 34)];
    const report = fairnessReport(rows);
    expect(report.base).toBe('Male');
    expect(report.groups.find((g) => g.group === 'Male')?.rate).toBeCloseTo(0.543, 3);
    expect(report.groups.find((g) => g.group === 'Female')?.rate).toBeCloseTo(0.447, 3);
    expect(ratio(rows, 'Female')).toBeCloseTo(0.82, 2); // 0.4474 / 0.5435 = 0.823
    expect(report.groups.find((g) => g.group === 'Female')?.flagged).toBe(false);
  });

  it('reproduces the race/ethnicity categories', () => {
    const rows = [
      ...people('Hispanic or Latino', 28, 18),
      ...people('White', 40, 15),
      ...people('Black or African American', 32, 16),
      ...people('Native Hawaiian or Pacific Islander', 8, 5),
      ...people('Asian', 24, 10),
    ];
    expect(fairnessReport(rows).base).toBe('Hispanic or Latino');
    expect(ratio(rows, 'White')).toBeCloseTo(0.58, 2); // .375 / .6429 = .583
    expect(ratio(rows, 'Black or African American')).toBeCloseTo(0.78, 2); // .5 / .6429 = .778
    expect(ratio(rows, 'Native Hawaiian or Pacific Islander')).toBeCloseTo(0.97, 2); // .972
    expect(ratio(rows, 'Asian')).toBeCloseTo(0.65, 2); // .4167 / .6429 = .648
  });
});

describe('ageGroupFromBirthDate: the spec’s groups on the day', () => {
  it('moves a participant up a group on their birthday', () => {
    expect(ageGroupFromBirthDate('2000-06-01', '2026-05-31')).toBe('19-25'); // 25 the day before
    expect(ageGroupFromBirthDate('2000-06-01', '2026-06-01')).toBe('26-45'); // 26 on the day
    expect(ageGroupFromBirthDate('2010-01-01', '2026-06-01')).toBe('0-18');
    expect(ageGroupFromBirthDate('1980-06-01', '2026-06-01')).toBe('46-above');
  });

  it('leaves an unknown date of birth out of every group', () => {
    expect(ageGroupFromBirthDate(null, '2026-06-01')).toBeNull();
  });
});
