CREATE TABLE "level_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"level_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"plan" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"points" integer DEFAULT 0 NOT NULL,
	"passed" boolean DEFAULT false NOT NULL,
	"earned" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_levels" (
	"participant_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"level_id" uuid NOT NULL,
	"level_name" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempts" integer NOT NULL,
	"best_run_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_answers" (
	"run_id" uuid NOT NULL,
	"item_index" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answer" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"points" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ace_games" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "answer_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "level_runs" ADD CONSTRAINT "level_runs_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_runs" ADD CONSTRAINT "level_runs_level_id_event_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."event_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_levels" ADD CONSTRAINT "participant_levels_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_levels" ADD CONSTRAINT "participant_levels_level_id_event_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."event_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_sessions" ADD CONSTRAINT "participant_sessions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_answers" ADD CONSTRAINT "run_answers_run_id_level_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."level_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "level_runs_attempt_key" ON "level_runs" USING btree ("participant_id","level_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "level_runs_open_key" ON "level_runs" USING btree ("participant_id") WHERE "level_runs"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "participant_levels_key" ON "participant_levels" USING btree ("participant_id","level_id");--> statement-breakpoint
CREATE INDEX "participant_levels_event_idx" ON "participant_levels" USING btree ("event_id","level_name","points");--> statement-breakpoint
CREATE INDEX "participant_sessions_participant_idx" ON "participant_sessions" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "run_answers_item_key" ON "run_answers" USING btree ("run_id","item_index");--> statement-breakpoint
CREATE UNIQUE INDEX "run_answers_client_key" ON "run_answers" USING btree ("run_id","client_id");