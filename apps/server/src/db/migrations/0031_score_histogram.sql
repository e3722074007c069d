-- Written by hand: a player's rank (1 + the event's players scoring more, of all who started)
-- read the whole event on every visit to the player's page: ~100–200 ms at 100,000
-- participants (docs/capacity.md). The players per score of each event, kept by a
-- statement-level trigger on participants like candidate_counts (0013), make it a read of the
-- event's distinct scores. Like the report totals (0012) each key is split into 16 shards by
-- participant, so level ends at the same minute rarely wait on one row. One ordered upsert
-- applies both the decrements and the increments, so two level ends lock rows in the same
-- order and cannot deadlock; a cascade from a deleted event finds no event and writes nothing.
CREATE TABLE "event_score_histogram" (
	"event_id" text NOT NULL,
	"score" integer NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "event_score_histogram_pkey" PRIMARY KEY("event_id","score","shard")
);
--> statement-breakpoint
ALTER TABLE "event_score_histogram" ADD CONSTRAINT "event_score_histogram_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "event_score_histogram" ("event_id", "score", "shard", "players")
  SELECT event_id, current_score, report_shard(id), count(*) FROM participants
  WHERE tracking_state IN ('started', 'completed') GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE FUNCTION event_score_histogram_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO event_score_histogram AS t (event_id, score, shard, players)
      SELECT event_id, current_score, report_shard(id), count(*) FROM new_rows
        WHERE tracking_state IN ('started', 'completed') GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (event_id, score, shard) DO UPDATE SET players = t.players + excluded.players;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO event_score_histogram AS t (event_id, score, shard, players)
      SELECT d.event_id, d.score, d.shard, sum(d.delta) FROM (
          SELECT event_id, current_score AS score, report_shard(id) AS shard, -1 AS delta
            FROM old_rows WHERE tracking_state IN ('started', 'completed')
          UNION ALL
          SELECT event_id, current_score, report_shard(id), 1
            FROM new_rows WHERE tracking_state IN ('started', 'completed')
        ) AS d
        WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = d.event_id)
        GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (event_id, score, shard) DO UPDATE SET players = t.players + excluded.players;
  ELSE
    INSERT INTO event_score_histogram AS t (event_id, score, shard, players)
      SELECT event_id, current_score, report_shard(id), -count(*) FROM old_rows
        WHERE tracking_state IN ('started', 'completed')
          AND EXISTS (SELECT 1 FROM events e WHERE e.id = old_rows.event_id)
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (event_id, score, shard) DO UPDATE SET players = t.players + excluded.players;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER participants_score_histogram_insert AFTER INSERT ON participants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_score_histogram_follow();--> statement-breakpoint
CREATE TRIGGER participants_score_histogram_update AFTER UPDATE ON participants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_score_histogram_follow();--> statement-breakpoint
CREATE TRIGGER participants_score_histogram_delete AFTER DELETE ON participants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_score_histogram_follow();
