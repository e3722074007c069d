import { asc, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { copyLines, copyWriter, jsonWriter, type Row } from './bulk-rows';

const file = useTestApp();

const probe = pgTable('bulk_rows_probe', {
  id: integer('id').notNull(),
  label: text('label'),
  info: jsonb('info'),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
  note: text('note').default('left out'),
});

/** Texts COPY's format reserves characters for, and texts a person's data may hold. */
const awkward: Row[] = [
  {
    id: 1,
    label: 'tab\there',
    info: { cgpa: '3.4', degree: 'BS\tCS' },
    flag: true,
    at: '2026-11-20T08:00:00.000Z',
  },
  { id: 2, label: 'line\nbreak\rand \\N back\\slash', info: ['a', 1, null], flag: false, at: null },
  { id: 3, label: null, info: null, flag: null, at: '2026-01-01T00:00:00.000Z' },
  { id: 4, label: 'عائشہ O\'Brien "quoted"', info: { n: 'ایک\nدو' }, flag: true, at: null },
];

describe('the demo seed bulk rows', () => {
  it('writes rows with reserved and non-Latin characters back exactly as given', async () => {
    const ctx = file.app.ctx;
    await ctx.db.execute(sql`create table bulk_rows_probe (id int not null, label text,
      info jsonb, flag boolean, at timestamptz, note text default 'left out')`);
    const url = ctx.dbKind === 'postgres' ? ctx.config.databaseUrl : null;
    const writer = url ? copyWriter(url, 2) : jsonWriter(ctx.db);
    try {
      await writer.transaction((_tx, insert) => insert(probe, awkward));
      // A failed chunk leaves nothing behind.
      await expect(
        writer.transaction(async (tx, insert) => {
          await insert(probe, [{ id: 5, label: 'kept?', info: null, flag: null, at: null }]);
          await tx.execute(sql`select 1 / 0`);
        }),
      ).rejects.toThrow();
    } finally {
      await writer.close();
    }
    const rows = await ctx.db.select().from(probe).orderBy(asc(probe.id));
    expect(rows).toEqual(
      awkward.map((r) => ({
        ...r,
        at: typeof r.at === 'string' ? new Date(r.at) : null,
        note: 'left out',
      })),
    );
    await ctx.db.execute(sql`drop table bulk_rows_probe`);
  });

  it('puts each value in COPY text format', () => {
    expect(copyLines(['a', 'b', 'c'], [{ a: 'x\\y\tz', b: null, c: { k: 'v\n' } }])).toBe(
      'x\\\\y\\tz\t\\N\t{"k":"v\\\\n"}\n',
    );
  });
});
