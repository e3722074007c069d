ALTER TABLE "level_runs" ADD COLUMN "begun_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "level_runs" ADD COLUMN "max_points" integer;--> statement-breakpoint
ALTER TABLE "participant_levels" ADD COLUMN "max_points" integer;--> statement-breakpoint
ALTER TABLE "participant_levels" ADD COLUMN "all_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_levels" ADD COLUMN "all_max_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- docs/decisions/draw-and-scoring.md: the stored rows of plays made before the draw, restated
-- by the new rules so that the reports say the same thing for old and new plays.
-- 1. Old numeric attempts asked their whole pool in stored order, one item at a time: what was
--    on screen is every item up to the one after the last answered. Only those count as asked.
CREATE TEMP TABLE "old_asked" AS
SELECT r."id" AS "run_id", r."participant_id", r."event_id", r."level_id", r."ended_at",
       q."ability", q."reward", a."points"
FROM "level_runs" r
CROSS JOIN LATERAL (
  SELECT coalesce(max(x."item_index"), -1) + 1 AS "reached" FROM "run_answers" x WHERE x."run_id" = r."id"
) reach
CROSS JOIN LATERAL jsonb_array_elements_text(r."plan"->'questionIds') WITH ORDINALITY AS ids("id", "n")
JOIN "event_questions" q ON q."id" = ids."id"::uuid
LEFT JOIN "run_answers" a ON a."run_id" = r."id" AND a."item_index" = ids."n" - 1
WHERE r."plan"->>'kind' = 'numeric' AND NOT (r."plan" ? 'seed') AND ids."n" - 1 <= reach."reached";--> statement-breakpoint
-- 2. The most each attempt could earn: its asked items' rewards, 100 a mini screen, 2,500 a game.
UPDATE "level_runs" r SET "max_points" = coalesce(
  (SELECT sum(greatest(o."reward", 0)) FROM "old_asked" o WHERE o."run_id" = r."id"), 0)
WHERE r."plan"->>'kind' = 'numeric' AND NOT (r."plan" ? 'seed');--> statement-breakpoint
UPDATE "level_runs" SET "max_points" = 100 * jsonb_array_length("plan"->'screens')
WHERE "plan"->>'kind' = 'mini';--> statement-breakpoint
UPDATE "level_runs" SET "max_points" = 2500 WHERE "plan"->>'kind' = 'engine';--> statement-breakpoint
UPDATE "participant_levels" pl SET "max_points" = r."max_points"
FROM "level_runs" r WHERE r."id" = pl."best_run_id";--> statement-breakpoint
-- Every ended attempt added up (a replay adds evidence): what the scaled scores read.
UPDATE "participant_levels" pl SET "all_points" = t."points", "all_max_points" = t."most"
FROM (
  SELECT "participant_id", "level_id", sum("points")::int AS "points",
         sum(coalesce("max_points", 0))::int AS "most"
  FROM "level_runs" WHERE "ended_at" IS NOT NULL GROUP BY "participant_id", "level_id"
) t
WHERE t."participant_id" = pl."participant_id" AND t."level_id" = pl."level_id";--> statement-breakpoint
-- 3. Per-level competency rows over every ended old attempt's asked items (poolCompetencyRows):
--    a competency whose items were never reached has no row for that level (not 0 %).
CREATE TEMP TABLE "old_levels" AS
SELECT DISTINCT o."participant_id", o."level_id", l."tab_name" AS "level_name"
FROM "old_asked" o JOIN "event_levels" l ON l."id" = o."level_id"
WHERE o."ended_at" IS NOT NULL;--> statement-breakpoint
DELETE FROM "participant_level_scores" s USING "old_levels" c
WHERE s."participant_id" = c."participant_id" AND s."level" = c."level_name";--> statement-breakpoint
INSERT INTO "participant_level_scores"
  ("participant_id", "event_id", "competency", "level", "achieved_score", "total_score",
   "total_questions", "percentage")
SELECT o."participant_id", o."event_id", o."ability", c."level_name",
       sum(coalesce(o."points", 0)), sum(greatest(o."reward", 0)), count(*),
       CASE WHEN sum(greatest(o."reward", 0)) <= 0 THEN 0
            ELSE least(100, ceil(100.0 * greatest(sum(coalesce(o."points", 0)), 0)
                                 / sum(greatest(o."reward", 0))))::int END
FROM "old_asked" o
JOIN "old_levels" c ON c."participant_id" = o."participant_id" AND c."level_id" = o."level_id"
WHERE o."ended_at" IS NOT NULL
GROUP BY o."participant_id", o."event_id", o."ability", c."level_name";--> statement-breakpoint
-- 4. Competency averages over the levels where the competency was measured.
DELETE FROM "participant_competency_scores" s
WHERE s."participant_id" IN (SELECT "participant_id" FROM "old_levels");--> statement-breakpoint
INSERT INTO "participant_competency_scores"
  ("participant_id", "event_id", "competency", "average_percentage", "levels_played", "completed")
SELECT s."participant_id", s."event_id", s."competency",
       ceil(sum(s."percentage")::numeric / count(*))::int, count(*), p."completed_once"
FROM "participant_level_scores" s JOIN "participants" p ON p."id" = s."participant_id"
WHERE s."participant_id" IN (SELECT "participant_id" FROM "old_levels")
GROUP BY s."participant_id", s."event_id", s."competency", p."completed_once";--> statement-breakpoint
-- 5. Behaviour, cognitive and aptitude scores scaled to their maxima (scaledScore), and the level
--    number counted over the map (currentLevelNumber).
CREATE TEMP TABLE "level_kinds" AS
SELECT l."event_id", l."id" AS "level_id",
       row_number() OVER (PARTITION BY l."event_id" ORDER BY l."sorting_order", l."tab_name") AS "position",
       CASE WHEN l."type" = 'Cognitive' THEN 'cognitive' WHEN l."type" = 'Aptitude' THEN 'aptitude'
            WHEN l."tab_name" ~ '^Mini [0-9]+$' THEN 'mini' ELSE 'numeric' END AS "kind"
FROM "event_levels" l;--> statement-breakpoint
CREATE TEMP TABLE "rescored" AS
SELECT p."id",
  coalesce(round(30000 * sum(CASE WHEN k."kind" = 'numeric' THEN sh."share" ELSE 0 END)
                 / nullif(count(*) FILTER (WHERE k."kind" = 'numeric'), 0)), 0)::int AS "behaviour",
  coalesce(round(5000 * sum(CASE WHEN k."kind" = 'cognitive' THEN sh."share" ELSE 0 END)
                 / nullif(count(*) FILTER (WHERE k."kind" = 'cognitive'), 0)), 0)::int AS "cognitive",
  coalesce(round(5000 * sum(CASE WHEN k."kind" = 'aptitude' THEN sh."share" ELSE 0 END)
                 / nullif(count(*) FILTER (WHERE k."kind" = 'aptitude'), 0)), 0)::int AS "aptitude",
  coalesce(min(k."position") FILTER (WHERE NOT coalesce(pl."passed", false)),
           greatest(count(k."level_id"), 1))::int AS "level"
FROM "participants" p
JOIN "level_kinds" k ON k."event_id" = p."event_id"
LEFT JOIN "participant_levels" pl ON pl."participant_id" = p."id" AND pl."level_id" = k."level_id"
CROSS JOIN LATERAL (
  SELECT CASE WHEN pl."all_max_points" > 0
              THEN least(1.0, greatest(pl."all_points", 0)::numeric / pl."all_max_points") ELSE 0 END AS "share"
) sh
WHERE EXISTS (SELECT 1 FROM "participant_levels" x WHERE x."participant_id" = p."id")
GROUP BY p."id";--> statement-breakpoint
UPDATE "participants" p SET
  "behaviour_score" = r."behaviour", "cognitive_score" = r."cognitive",
  "aptitude_score" = r."aptitude", "current_level" = r."level",
  "current_score" = r."behaviour" + p."mini_game_score" + r."cognitive" + r."aptitude"
FROM "rescored" r WHERE r."id" = p."id";--> statement-breakpoint
DROP TABLE "old_asked", "old_levels", "level_kinds", "rescored";
--> statement-breakpoint
-- 6. A cognitive or aptitude game passed at 100 of 2,500 points, so guessing passed: the pass
--    mark generation gives them now (ENGINE_PASSING_SCORE) replaces that default.
UPDATE "event_levels" SET "passing_score" = 1600
WHERE "type" IN ('Cognitive', 'Aptitude') AND "passing_score" = 100;
--> statement-breakpoint
-- 7. Generated goal texts named the stored tab ("to pass level 3"), which the player no longer
--    counts by: they now say "this level" (wizardMessages.levelGoal).
UPDATE "event_levels"
SET "goal_text" = regexp_replace("goal_text", ' to pass level [0-9]+\.$', ' to pass this level.')
WHERE "goal_text" ~ '^Answer at least [0-9]+ questions well to pass level [0-9]+\.$';
--> statement-breakpoint
-- 8. A mini level passed with 1 of its 5 screens right (guessing Mini 1 passed 76 % of the
--    time): the seeded catalog and the levels made from it now ask 4 (MINI_PASSING_SCORE).
UPDATE "mini_games" SET "passing_score" = 400 WHERE "passing_score" = 100;--> statement-breakpoint
UPDATE "event_levels" SET "passing_score" = 400
WHERE "tab_name" ~ '^Mini [0-9]+$' AND "type" = 'Game' AND "passing_score" = 100;
