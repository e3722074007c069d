import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client';

export type LiveRow = { id: string; participantsCount: number; last: Date | string | null };

/** Each event's participant count and newest level end, for the live streams' poll. */
export async function findLiveStates(db: Db, eventIds: string[]): Promise<LiveRow[]> {
  const result = await db.execute(sql`
      select e.id, e.participants_count as "participantsCount",
             (select max(updated_at) from participant_levels pl where pl.event_id = e.id) as last
        from events e
       where e.id in (${sql.join(
         eventIds.map((id) => sql`${id}`),
         sql`, `,
       )})`);
  return rowsOf<LiveRow>(result);
}
