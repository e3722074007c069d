import type { Grade, GradeList } from '@app/domain';
import type { NumberValue } from './strength-details-filters';

/** One row of the grades editor; `key` follows the row when it moves or others are removed. */
export type GradeRow = { key: string; name: string; start: NumberValue; end: NumberValue };
export type GradeField = 'name' | 'start' | 'end';

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `grade-${nextKey}`;
};

export function rowsOf(list: GradeList): GradeRow[] {
  return [...list.items]
    .sort((a, b) => a.order - b.order)
    .map((g) => ({ key: newKey(), name: g.name, start: g.start, end: g.end }));
}

export function blankRow(): GradeRow {
  return { key: newKey(), name: '', start: '', end: '' };
}

/** An empty input is no number at all: gradeProblems then says so under the field. */
const toNumber = (value: NumberValue) => (value === '' ? Number.NaN : Number(value));

/** The rows as grades, ordered as shown: the order is the row's place (1…n). */
export function gradesOf(rows: readonly GradeRow[]): Grade[] {
  return rows.map((row, index) => ({
    name: row.name.trim(),
    start: toNumber(row.start),
    end: toNumber(row.end),
    order: index + 1,
  }));
}

export const problemKey = (index: number, field: GradeField) => `items.${index}.${field}`;

export const fieldId = (row: GradeRow, field: GradeField) => `${row.key}-${field}`;

export function moveRow(rows: readonly GradeRow[], index: number, by: -1 | 1): GradeRow[] {
  const target = index + by;
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (!row || target < 0 || target > rows.length - 1) {
    return [...rows];
  }
  next.splice(target, 0, row);
  return next;
}
