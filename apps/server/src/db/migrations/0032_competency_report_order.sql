-- Written by hand: the competency report orders a competency's participants by average
-- percentage, then e-mail. Half or more of a large event's averages tie (strong players answer
-- every asked item Best: 100 %), and with the e-mail only on participants PostgreSQL joined
-- and sorted the whole tie for a page of ten (~1 s at 1,000,000 participants). The rows now
-- carry a copy of the participant's lower-cased e-mail, so one index gives the page in order.
-- The copy is kept by the database, not by each writer: filled on insert from the
-- participant, changed with the participant's e-mail, gone with the participant (cascade).
ALTER TABLE "participant_competency_scores" ADD COLUMN "email_lower" text;--> statement-breakpoint
UPDATE "participant_competency_scores" s SET "email_lower" = p."email_lower"
  FROM "participants" p WHERE p."id" = s."participant_id";--> statement-breakpoint
ALTER TABLE "participant_competency_scores" ALTER COLUMN "email_lower" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION competency_score_email_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email_lower IS NULL THEN
    NEW.email_lower := (SELECT email_lower FROM participants WHERE id = NEW.participant_id);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER participant_competency_scores_email_fill BEFORE INSERT ON "participant_competency_scores"
  FOR EACH ROW EXECUTE FUNCTION competency_score_email_fill();--> statement-breakpoint
CREATE FUNCTION competency_score_email_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE participant_competency_scores SET email_lower = NEW.email_lower
    WHERE participant_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER participants_competency_email_follow AFTER UPDATE OF "email_lower" ON "participants"
  FOR EACH ROW WHEN (OLD."email_lower" IS DISTINCT FROM NEW."email_lower")
  EXECUTE FUNCTION competency_score_email_follow();--> statement-breakpoint
DROP INDEX "participant_competency_scores_event_idx";--> statement-breakpoint
CREATE INDEX "participant_competency_scores_event_idx" ON "participant_competency_scores"
  USING btree ("event_id", "competency", "average_percentage" DESC, "email_lower");
