CREATE TABLE "account_grades" (
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_competency_histogram" (
	"event_id" text NOT NULL,
	"competency" text NOT NULL,
	"percentage" integer NOT NULL,
	"completed" boolean NOT NULL,
	"shard" integer NOT NULL,
	"participants" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_competency_level_totals" (
	"event_id" text NOT NULL,
	"competency" text NOT NULL,
	"level" text NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	"percentage_sum" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_level_totals" (
	"event_id" text NOT NULL,
	"level_name" text NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	"passed" integer NOT NULL,
	"points_sum" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_competency_scores" ADD COLUMN "completed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_grades" ADD CONSTRAINT "account_grades_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_competency_histogram" ADD CONSTRAINT "report_competency_histogram_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_competency_level_totals" ADD CONSTRAINT "report_competency_level_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_level_totals" ADD CONSTRAINT "report_level_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_grades_key" ON "account_grades" USING btree ("account_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "report_competency_histogram_key" ON "report_competency_histogram" USING btree ("event_id","competency","percentage","completed","shard");--> statement-breakpoint
CREATE UNIQUE INDEX "report_competency_level_totals_key" ON "report_competency_level_totals" USING btree ("event_id","competency","level","shard");--> statement-breakpoint
CREATE UNIQUE INDEX "report_level_totals_key" ON "report_level_totals" USING btree ("event_id","level_name","shard");--> statement-breakpoint
CREATE INDEX "participant_levels_event_updated_idx" ON "participant_levels" USING btree ("event_id","updated_at");--> statement-breakpoint
CREATE INDEX "participants_event_achievements_idx" ON "participants" USING btree ("event_id","achievement_count" desc,"current_score" desc,"email_lower");--> statement-breakpoint
-- Written by hand: the report totals follow the score tables through statement-level triggers
-- with transition tables, so one statement of any size (a level end, a cascade, a bulk seed)
-- costs one grouped upsert. Shard = the participant id's last byte mod 16.
CREATE FUNCTION report_shard(participant uuid) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT get_byte(uuid_send(participant), 15) & 15
$$;--> statement-breakpoint
-- Scores written before this migration (issue 12's player) are counted once, before the
-- triggers exist; from here on the triggers keep the totals.
UPDATE participant_competency_scores AS s SET completed = true
  FROM participants AS p WHERE p.id = s.participant_id AND p.completed_once;--> statement-breakpoint
INSERT INTO report_level_totals (event_id, level_name, shard, players, passed, points_sum)
  SELECT event_id, level_name, report_shard(participant_id), count(*),
         count(*) FILTER (WHERE passed), sum(points)
    FROM participant_levels GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO report_competency_level_totals (event_id, competency, level, shard, players, percentage_sum)
  SELECT event_id, competency, level, report_shard(participant_id), count(*), sum(percentage)
    FROM participant_level_scores GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO report_competency_histogram (event_id, competency, percentage, completed, shard, participants)
  SELECT event_id, competency, average_percentage, completed, report_shard(participant_id), count(*)
    FROM participant_competency_scores GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE FUNCTION report_level_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE report_level_totals AS t
      SET players = t.players - d.players, passed = t.passed - d.passed, points_sum = t.points_sum - d.points_sum
      FROM (SELECT event_id, level_name, report_shard(participant_id) AS shard, count(*) AS players,
                   count(*) FILTER (WHERE passed) AS passed, sum(points) AS points_sum
              FROM old_rows GROUP BY 1, 2, 3) AS d
      WHERE t.event_id = d.event_id AND t.level_name = d.level_name AND t.shard = d.shard;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_level_totals AS t (event_id, level_name, shard, players, passed, points_sum)
      SELECT event_id, level_name, report_shard(participant_id), count(*),
             count(*) FILTER (WHERE passed), sum(points)
        FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (event_id, level_name, shard) DO UPDATE
        SET players = t.players + excluded.players, passed = t.passed + excluded.passed,
            points_sum = t.points_sum + excluded.points_sum;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER participant_levels_totals_insert AFTER INSERT ON participant_levels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_level_totals_follow();--> statement-breakpoint
CREATE TRIGGER participant_levels_totals_update AFTER UPDATE ON participant_levels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_level_totals_follow();--> statement-breakpoint
CREATE TRIGGER participant_levels_totals_delete AFTER DELETE ON participant_levels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_level_totals_follow();--> statement-breakpoint
CREATE FUNCTION report_competency_level_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE report_competency_level_totals AS t
      SET players = t.players - d.players, percentage_sum = t.percentage_sum - d.percentage_sum
      FROM (SELECT event_id, competency, level, report_shard(participant_id) AS shard,
                   count(*) AS players, sum(percentage) AS percentage_sum
              FROM old_rows GROUP BY 1, 2, 3, 4) AS d
      WHERE t.event_id = d.event_id AND t.competency = d.competency AND t.level = d.level
        AND t.shard = d.shard;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_competency_level_totals AS t (event_id, competency, level, shard, players, percentage_sum)
      SELECT event_id, competency, level, report_shard(participant_id), count(*), sum(percentage)
        FROM new_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT (event_id, competency, level, shard) DO UPDATE
        SET players = t.players + excluded.players,
            percentage_sum = t.percentage_sum + excluded.percentage_sum;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER participant_level_scores_totals_insert AFTER INSERT ON participant_level_scores
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_competency_level_totals_follow();--> statement-breakpoint
CREATE TRIGGER participant_level_scores_totals_update AFTER UPDATE ON participant_level_scores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_competency_level_totals_follow();--> statement-breakpoint
CREATE TRIGGER participant_level_scores_totals_delete AFTER DELETE ON participant_level_scores
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_competency_level_totals_follow();--> statement-breakpoint
CREATE FUNCTION report_competency_histogram_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE report_competency_histogram AS t
      SET participants = t.participants - d.participants
      FROM (SELECT event_id, competency, average_percentage AS percentage, completed,
                   report_shard(participant_id) AS shard, count(*) AS participants
              FROM old_rows GROUP BY 1, 2, 3, 4, 5) AS d
      WHERE t.event_id = d.event_id AND t.competency = d.competency
        AND t.percentage = d.percentage AND t.completed = d.completed AND t.shard = d.shard;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_competency_histogram AS t (event_id, competency, percentage, completed, shard, participants)
      SELECT event_id, competency, average_percentage, completed, report_shard(participant_id), count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4, 5
      ON CONFLICT (event_id, competency, percentage, completed, shard) DO UPDATE
        SET participants = t.participants + excluded.participants;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER participant_competency_scores_histogram_insert AFTER INSERT ON participant_competency_scores
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_competency_histogram_follow();--> statement-breakpoint
CREATE TRIGGER participant_competency_scores_histogram_update AFTER UPDATE ON participant_competency_scores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_competency_histogram_follow();--> statement-breakpoint
CREATE TRIGGER participant_competency_scores_histogram_delete AFTER DELETE ON participant_competency_scores
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_competency_histogram_follow();
