import { pipeline } from 'node:stream/promises';
import { getTableName, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db, DbOrTx } from '../db/client';
import * as schema from '../db/schema';

/**
 * How the demo seed writes its bulk rows. On PostgreSQL a chunk's big tables go in by COPY,
 * about five times quicker than an INSERT … SELECT from a JSON parameter (200,000 answers: 0.9 s
 * against 4.3 s here), on a connection of the seed's own so COPY and the chunk's other statements
 * share one transaction. The embedded database takes the JSON parameter expanded by the table's
 * own row type. Rows are objects keyed by column name; a key left out takes the column's default.
 */
export type Row = Record<string, string | number | boolean | object | null>;

export type ChunkWriter = {
  /** Runs `write` in one transaction; `insert` adds rows to a table inside it. */
  transaction(
    write: (tx: DbOrTx, insert: (table: PgTable, rows: Row[]) => Promise<void>) => Promise<void>,
  ): Promise<void>;
  close(): Promise<void>;
};

/** One value in COPY's text format: \N for null, backslash escapes for the four it reserves. */
function copyText(value: Row[string]): string {
  if (value === null) {
    return '\\N';
  }
  if (typeof value === 'boolean') {
    return value ? 't' : 'f';
  }
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return /[\\\n\r\t]/.test(text)
    ? text
        .replaceAll('\\', '\\\\')
        .replaceAll('\n', '\\n')
        .replaceAll('\r', '\\r')
        .replaceAll('\t', '\\t')
    : text;
}

/** The rows in COPY's text format, one line each, in the order of `columns`. */
export function copyLines(columns: readonly string[], rows: readonly Row[]): string {
  let out = '';
  for (const row of rows) {
    out += `${columns.map((c) => copyText(row[c] ?? null)).join('\t')}\n`;
  }
  return out;
}

const columnsOf = (rows: readonly Row[]) => Object.keys(rows[0] ?? {});

async function jsonInsert(tx: DbOrTx, table: PgTable, rows: Row[]) {
  if (rows.length === 0) {
    return;
  }
  const name = sql.identifier(getTableName(table));
  const columns = sql.join(
    columnsOf(rows).map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${name} (${columns})
    select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`);
}

/** The embedded database: the application's own connection, a JSON parameter per table. */
export function jsonWriter(db: Db): ChunkWriter {
  return {
    transaction: (write) =>
      db.transaction((tx) => write(tx, (table, rows) => jsonInsert(tx, table, rows))),
    close: async () => {},
  };
}

/** PostgreSQL: a pool of the seed's own (`connections` chunks at once), COPY per table. */
export function copyWriter(databaseUrl: string, connections: number): ChunkWriter {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  return {
    async transaction(write) {
      const client = await pool.connect();
      try {
        const db = drizzle(client, { schema });
        await db.transaction((tx) =>
          write(tx, async (table, rows) => {
            if (rows.length === 0) {
              return;
            }
            const columns = columnsOf(rows);
            const list = columns.map((c) => `"${c}"`).join(', ');
            const stream = client.query(
              copyFrom(`copy "${getTableName(table)}" (${list}) from stdin`),
            );
            await pipeline([copyLines(columns, rows)], stream);
          }),
        );
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
