CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_days_before_close" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "auto_reminder_sent_for" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "participant_id" uuid;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "tracking_state" text GENERATED ALWAYS AS (case when completed_at is not null then 'completed' when started_at is not null then 'started' when opened_at is not null then 'opened' when delivered_at is not null then 'delivered' else 'sent' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_auto_reminder_idx" ON "events" USING btree ("closing_date") WHERE "events"."reminder_days_before_close" is not null;--> statement-breakpoint
CREATE INDEX "outbox_participant_idx" ON "outbox" USING btree ("participant_id") WHERE "outbox"."participant_id" is not null;--> statement-breakpoint
CREATE INDEX "participants_event_tracking_idx" ON "participants" USING btree ("event_id","tracking_state");