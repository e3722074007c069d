import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, rowsOf } from './client';

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;

/**
 * Whether the statements below go by name (DATABASE_STATEMENT_NAMES, on by default). One
 * setting for the process: it has one database. Unnamed, PostgreSQL plans them on every call
 * (what a PgBouncer before 1.21 in transaction mode needs), and the texts stay built once.
 */
let namesOn = true;

export function sendStatementsByName(on: boolean): void {
  namesOn = on;
}

/**
 * One of the statements every player request, answer, level start or level end sends, written
 * once as SQL text with $1…$n (docs/decisions/0035-hot-statements-by-name.md). It is sent by
 * its name, so PostgreSQL parses and plans it once per connection (node-postgres parses a name
 * on a connection the first time that connection meets it), and Drizzle does not build it per
 * request. On the database's pool the prepared object is kept per database; in a transaction
 * it is made for the call, on the transaction's connection, under the same name. The embedded
 * database runs the same text unnamed. Rows are as PostgreSQL sends them: column names as
 * written (alias them), timestamps as strings (Drizzle's raw parsers).
 */
export function hotStatement<Row>(name: string, text: string, arity: number) {
  const kept = new WeakMap<Db, Prepared>();
  const placeholders = Array.from({ length: arity }, (_, i) => sql.placeholder(`p${i + 1}`));
  const prepareOn = (db: DbOrTx): Prepared =>
    db._.session.prepareQuery(
      { sql: text, params: placeholders },
      undefined,
      namesOn ? name : undefined,
      false,
    );
  return async (db: DbOrTx, params: readonly unknown[]): Promise<Row[]> => {
    if (params.length !== arity) {
      throw new Error(`${name}: ${arity} parameters expected, ${params.length} given`);
    }
    let statement: Prepared;
    if (db instanceof PgTransaction) {
      statement = prepareOn(db);
    } else {
      statement = kept.get(db) ?? prepareOn(db);
      kept.set(db, statement);
    }
    const values = Object.fromEntries(params.map((value, i) => [`p${i + 1}`, value]));
    return rowsOf<Row>(await statement.execute(values));
  };
}

/**
 * A statement Drizzle builds, sent under `name` (docs/decisions/0035-hot-statements-by-name.md):
 * PostgreSQL parses and plans it once per connection. The builder must write the same text on
 * every call under one name (values are parameters; no list of varying length, no optional
 * condition or column): node-postgres refuses a second text under a name on a connection.
 */
export function byName<T>(
  name: string,
  query: { prepare(name: string): { execute(): Promise<T> } },
): Promise<T> {
  // Drizzle sends an empty name as no name: PostgreSQL's unnamed statement.
  return query.prepare(namesOn ? name : '').execute();
}
