-- Participants get a uuid surrogate key (issue 9 item 1); the text id (e-mail + event id) collided
-- across tenants. Written by hand: drizzle-kit's "SET DATA TYPE uuid" cannot cast the old ids.
-- Every existing row gets a new uuid (a volatile default is evaluated per row), and the score rows
-- follow their participant through the old id before it is dropped.
ALTER TABLE "participants" ADD COLUMN "new_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_level_scores" ADD COLUMN "new_participant_id" uuid;--> statement-breakpoint
UPDATE "participant_level_scores" AS s SET "new_participant_id" = p."new_id" FROM "participants" AS p WHERE p."id" = s."participant_id";--> statement-breakpoint
ALTER TABLE "participant_level_scores" DROP COLUMN "participant_id";--> statement-breakpoint
ALTER TABLE "participant_level_scores" RENAME COLUMN "new_participant_id" TO "participant_id";--> statement-breakpoint
ALTER TABLE "participant_level_scores" ALTER COLUMN "participant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_competency_scores" ADD COLUMN "new_participant_id" uuid;--> statement-breakpoint
UPDATE "participant_competency_scores" AS s SET "new_participant_id" = p."new_id" FROM "participants" AS p WHERE p."id" = s."participant_id";--> statement-breakpoint
ALTER TABLE "participant_competency_scores" DROP COLUMN "participant_id";--> statement-breakpoint
ALTER TABLE "participant_competency_scores" RENAME COLUMN "new_participant_id" TO "participant_id";--> statement-breakpoint
ALTER TABLE "participant_competency_scores" ALTER COLUMN "participant_id" SET NOT NULL;--> statement-breakpoint
-- Dropping the old id drops its primary key and the score-order index that ended with it; that
-- index now breaks ties by e-mail, the order the old e-mail + event id keys gave within an event.
ALTER TABLE "participants" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "participants" RENAME COLUMN "new_id" TO "id";--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_pkey" PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "participants_event_score_idx" ON "participants" USING btree ("event_id","current_score" DESC NULLS LAST,"email_lower");--> statement-breakpoint
ALTER TABLE "participant_level_scores" ADD CONSTRAINT "participant_level_scores_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_competency_scores" ADD CONSTRAINT "participant_competency_scores_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_level_scores_key" ON "participant_level_scores" USING btree ("participant_id","competency","level");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_competency_scores_key" ON "participant_competency_scores" USING btree ("participant_id","competency");
