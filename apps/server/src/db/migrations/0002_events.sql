CREATE TABLE "event_characters" (
	"event_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_drafts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"tab_name" text NOT NULL,
	"type" text NOT NULL,
	"passing_score" integer NOT NULL,
	"time" integer NOT NULL,
	"total_question" text NOT NULL,
	"min_attempt" text NOT NULL,
	"difficulty" text NOT NULL,
	"goal_text" text DEFAULT '' NOT NULL,
	"final" text NOT NULL,
	"sorting_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"level_id" uuid NOT NULL,
	"bank_question_id" uuid,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"ability" text NOT NULL,
	"difficulty" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answers" jsonb NOT NULL,
	"animations" jsonb NOT NULL,
	"ratings" jsonb NOT NULL,
	"reward" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"assessment_name" text NOT NULL,
	"assessment_for" text NOT NULL,
	"company_name" text NOT NULL,
	"project_type" text NOT NULL,
	"difficulty" text DEFAULT 'Easy' NOT NULL,
	"package_type" text,
	"candidate_flow" boolean DEFAULT false NOT NULL,
	"launch_date" text,
	"closing_date" text,
	"registration_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"login_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_file_id" uuid,
	"intro_video_file_id" uuid,
	"selection" jsonb NOT NULL,
	"questions_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_characters" ADD CONSTRAINT "event_characters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_drafts" ADD CONSTRAINT "event_drafts_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_levels" ADD CONSTRAINT "event_levels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_level_id_event_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."event_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_intro_video_file_id_stored_files_id_fk" FOREIGN KEY ("intro_video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_questions_file_id_stored_files_id_fk" FOREIGN KEY ("questions_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_characters_key" ON "event_characters" USING btree ("event_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "event_levels_tab_key" ON "event_levels" USING btree ("event_id","tab_name");--> statement-breakpoint
CREATE INDEX "event_questions_level_idx" ON "event_questions" USING btree ("level_id","position");--> statement-breakpoint
CREATE INDEX "event_questions_event_idx" ON "event_questions" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_account_idx" ON "events" USING btree ("account_id","created_at");