import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { notAboutAPerson } from './coverage';
import { candidateTables, participantTables } from './queries';

/**
 * A table added to the schema is covered by export and erasure, or said to be about nobody
 * (coverage.ts): this fails until one of the two is true, so personal data cannot land in a
 * table that a person's export leaves out or their erasure leaves behind.
 */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const names = tables.map((t) => getTableName(t));

/** Table → the tables its foreign keys point at. */
const references = new Map(
  tables.map((t) => [
    getTableName(t),
    getTableConfig(t).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)),
  ]),
);

/** Whether `table` points at `target`, directly or through other tables. */
function leadsTo(table: string, target: string, seen = new Set<string>()): boolean {
  if (seen.has(table)) {
    return false;
  }
  seen.add(table);
  return (references.get(table) ?? []).some((t) => t === target || leadsTo(t, target, seen));
}

const covered = new Set<string>([...participantTables, ...candidateTables]);

describe('export and erasure cover every table about a person', () => {
  it('finds the whole schema (a sanity check of the walk)', () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names).toContain('participants');
    expect(leadsTo('run_answers', 'participants')).toBe(true);
  });

  it('has every table either covered or said to be about nobody, never both', () => {
    const unclassified = names.filter((n) => !covered.has(n) && !(n in notAboutAPerson));
    expect(unclassified, 'classify these in privacy/queries.ts or coverage.ts').toEqual([]);
    expect(names.filter((n) => covered.has(n) && n in notAboutAPerson)).toEqual([]);
    expect(Object.keys(notAboutAPerson).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('exports and erases every table that refers to a participant or a candidate', () => {
    const missing = names.flatMap((n) => [
      ...(leadsTo(n, 'participants') && !participantTables.some((t) => t === n)
        ? [`${n} → participants`]
        : []),
      ...(leadsTo(n, 'candidates') && !candidateTables.some((t) => t === n)
        ? [`${n} → candidates`]
        : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('says "about nobody" only of tables without a person in their columns', () => {
    const personal = /email|phone|(^|_)name$|address|payload|user_info/;
    // Columns that look personal and are not about a participant or candidate.
    const known = new Set([
      'account_grades.name', // a grade's name ("A")
      'report_level_totals.level_name', // a level's name
      'audit_entries.actor_email', // the acting admin's address: an account's, not a player's
    ]);
    const suspicious = Object.entries(notAboutAPerson)
      .flatMap(([name, kind]) => {
        const table = tables.find((t) => getTableName(t) === name);
        const columns = table ? getTableConfig(table).columns.map((c) => c.name) : [];
        return kind !== 'account' && kind !== 'catalog' && kind !== 'game'
          ? columns.filter((c) => personal.test(c)).map((c) => `${name}.${c}`)
          : [];
      })
      .filter((column) => !known.has(column));
    expect(suspicious).toEqual([]);
  });
});
