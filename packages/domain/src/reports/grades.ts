import { z } from 'zod/mini';

/**
 * Part A §3's Grade (name, start, end, order): an account's score bands for the competency
 * report (DESIGN §6.17). Bounds are whole percentages, both inclusive, so 0–39 and 40–59 meet
 * without overlapping (the percentages they sort are whole numbers, rounded up).
 */
export type Grade = { name: string; start: number; end: number; order: number };

export const GRADE_NAME_MAX = 30;
export const GRADES_MAX = 10;

/** The spec leaves the bands "not shown": four bands over the whole range, as data (docs/decisions/0003-the-reports.md). */
export const DEFAULT_GRADES: readonly Grade[] = [
  { name: 'Needs Development', start: 0, end: 39, order: 1 },
  { name: 'Developing', start: 40, end: 59, order: 2 },
  { name: 'Proficient', start: 60, end: 79, order: 3 },
  { name: 'Advanced', start: 80, end: 100, order: 4 },
];

export const gradeMessages = {
  nameRequired: 'Please enter a grade name',
  nameTooLong: `A grade name has at most ${GRADE_NAME_MAX} characters`,
  nameRepeated: 'Each grade needs its own name',
  bounds: 'Start and end are whole numbers from 0 to 100',
  startAboveEnd: 'The start must not be above the end',
  none: 'Add at least one grade',
  tooMany: `At most ${GRADES_MAX} grades`,
  overlap: (a: string, b: string) => `${a} overlaps ${b}`,
  saved: 'Grades saved',
} as const;

export const gradeSchema = z.object({
  name: z.string(),
  start: z.number(),
  end: z.number(),
  order: z.number(),
});

/** GET/PUT /api/grades: the account's grades in order; `isDefault` until the account saves its own. */
export const gradeListSchema = z.object({
  items: z.array(gradeSchema),
  isDefault: z.boolean(),
});
export type GradeList = z.infer<typeof gradeListSchema>;

export const gradesInputSchema = z.object({ items: z.array(gradeSchema) });
export type GradesInput = z.infer<typeof gradesInputSchema>;

const isBound = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;

/**
 * What is wrong with a set of grades, keyed `items.{index}.{field}` (empty when they can be
 * saved). Overlaps are reported on the later of the two grades by start.
 */
export function gradeProblems(grades: readonly Grade[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (grades.length === 0) {
    problems.items = gradeMessages.none;
  }
  if (grades.length > GRADES_MAX) {
    problems.items = gradeMessages.tooMany;
  }
  const names = new Set<string>();
  grades.forEach((grade, i) => {
    const name = grade.name.trim();
    if (!name) {
      problems[`items.${i}.name`] = gradeMessages.nameRequired;
    } else if (name.length > GRADE_NAME_MAX) {
      problems[`items.${i}.name`] = gradeMessages.nameTooLong;
    } else if (names.has(name.toLowerCase())) {
      problems[`items.${i}.name`] = gradeMessages.nameRepeated;
    }
    names.add(name.toLowerCase());
    if (!isBound(grade.start)) {
      problems[`items.${i}.start`] = gradeMessages.bounds;
    }
    if (!isBound(grade.end)) {
      problems[`items.${i}.end`] = gradeMessages.bounds;
    } else if (isBound(grade.start) && grade.start > grade.end) {
      problems[`items.${i}.end`] = gradeMessages.startAboveEnd;
    }
  });
  const ranged = grades
    .map((grade, index) => ({ grade, index }))
    .filter(({ grade }) => isBound(grade.start) && isBound(grade.end) && grade.start <= grade.end)
    .sort((a, b) => a.grade.start - b.grade.start);
  for (let i = 1; i < ranged.length; i++) {
    const before = ranged[i - 1];
    const after = ranged[i];
    if (before && after && after.grade.start <= before.grade.end) {
      problems[`items.${after.index}.start`] ??= gradeMessages.overlap(
        after.grade.name.trim(),
        before.grade.name.trim(),
      );
    }
  }
  return problems;
}

/** Grades as stored: trimmed names, ordered by `order` then start, orders renumbered 1…n. */
export function normaliseGrades(grades: readonly Grade[]): Grade[] {
  return [...grades]
    .sort((a, b) => a.order - b.order || a.start - b.start)
    .map((grade, i) => ({ ...grade, name: grade.name.trim(), order: i + 1 }));
}

/** The grade a whole percentage falls in, or null when the grades leave it uncovered. */
export function gradeOf(percentage: number, grades: readonly Grade[]): Grade | null {
  return grades.find((g) => percentage >= g.start && percentage <= g.end) ?? null;
}
