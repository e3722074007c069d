CREATE TABLE "participant_competency_scores" (
	"participant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"competency" text NOT NULL,
	"average_percentage" integer NOT NULL,
	"levels_played" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_level_scores" (
	"participant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"competency" text NOT NULL,
	"level" text NOT NULL,
	"achieved_score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"percentage" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"email" text NOT NULL,
	"email_lower" text NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"user_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"can_expire" boolean DEFAULT false NOT NULL,
	"expiry_date" timestamp with time zone,
	"current_level" integer DEFAULT 1 NOT NULL,
	"current_score" integer DEFAULT 0 NOT NULL,
	"cognitive_score" integer DEFAULT 0 NOT NULL,
	"aptitude_score" integer DEFAULT 0 NOT NULL,
	"behaviour_score" integer DEFAULT 0 NOT NULL,
	"mini_game_score" integer DEFAULT 0 NOT NULL,
	"last_completed_score" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"avatar" integer DEFAULT -1 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_once" boolean DEFAULT false NOT NULL,
	"achievements" jsonb DEFAULT '{"highAchiever":0,"mostlyRight":0,"speedDemon":0,"streakOf10":0}'::jsonb NOT NULL,
	"achievement_count" integer DEFAULT 0 NOT NULL,
	"user_created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "participants_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_competency_scores" ADD CONSTRAINT "participant_competency_scores_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_level_scores" ADD CONSTRAINT "participant_level_scores_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_competency_scores_key" ON "participant_competency_scores" USING btree ("participant_id","competency");--> statement-breakpoint
CREATE INDEX "participant_competency_scores_event_idx" ON "participant_competency_scores" USING btree ("event_id","competency","average_percentage");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_level_scores_key" ON "participant_level_scores" USING btree ("participant_id","competency","level");--> statement-breakpoint
CREATE INDEX "participant_level_scores_event_idx" ON "participant_level_scores" USING btree ("event_id","competency","level");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_event_email_key" ON "participants" USING btree ("event_id","email_lower");--> statement-breakpoint
CREATE INDEX "participants_event_score_idx" ON "participants" USING btree ("event_id","current_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "participants_event_name_prefix_idx" ON "participants" USING btree ("event_id","name_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_event_email_prefix_idx" ON "participants" USING btree ("event_id","email_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "participants_event_updated_idx" ON "participants" USING btree ("event_id","last_updated");