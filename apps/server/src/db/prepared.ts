import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client';

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;

/**
 * One of the few statements every player request or every answer sends, written once as SQL
 * text with $1…$n (docs/decisions/0035-hot-statements-by-name.md): it is sent by its name, so
 * PostgreSQL parses and plans it once per connection, and Drizzle builds it once per database
 * instead of once per request. It runs on the database's pool, never inside a transaction
 * (a named statement runs on whichever pooled connection is free): the type takes a `Db`,
 * which a transaction is not. The embedded database runs the same text unnamed.
 * Returned rows are as PostgreSQL sends them: timestamps are strings (Drizzle's raw parsers).
 */
export function hotStatement<Row>(name: string, text: string, arity: number) {
  const prepared = new WeakMap<Db, Prepared>();
  const placeholders = Array.from({ length: arity }, (_, i) => sql.placeholder(`p${i + 1}`));
  return async (db: Db, params: readonly unknown[]): Promise<Row[]> => {
    if (params.length !== arity) {
      throw new Error(`${name}: ${arity} parameters expected, ${params.length} given`);
    }
    let statement = prepared.get(db);
    if (!statement) {
      statement = db._.session.prepareQuery(
        { sql: text, params: placeholders },
        undefined,
        name,
        false,
      );
      prepared.set(db, statement);
    }
    const values = Object.fromEntries(params.map((value, i) => [`p${i + 1}`, value]));
    return rowsOf<Row>(await statement.execute(values));
  };
}
