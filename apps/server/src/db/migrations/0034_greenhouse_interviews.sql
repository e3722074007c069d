-- Written by hand: the tests Greenhouse sent to candidates through its Assessment Partner API
-- (docs/decisions/0031-greenhouse-partner-api.md), with their completion callback on the queue.
CREATE TABLE "greenhouse_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"participant_id" uuid NOT NULL,
	"callback_url" text NOT NULL,
	"profile_url" text,
	"callback_status" text DEFAULT 'waiting' NOT NULL,
	"callback_attempts" integer DEFAULT 0 NOT NULL,
	"callback_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"callback_last_status_code" integer,
	"callback_last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "greenhouse_interviews" ADD CONSTRAINT "greenhouse_interviews_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greenhouse_interviews" ADD CONSTRAINT "greenhouse_interviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greenhouse_interviews" ADD CONSTRAINT "greenhouse_interviews_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "greenhouse_interviews_callback_key" ON "greenhouse_interviews" USING btree ("account_id","callback_url");--> statement-breakpoint
CREATE INDEX "greenhouse_interviews_participant_idx" ON "greenhouse_interviews" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "greenhouse_interviews_due_idx" ON "greenhouse_interviews" USING btree ("callback_next_attempt_at") WHERE "greenhouse_interviews"."callback_status" = 'pending';
