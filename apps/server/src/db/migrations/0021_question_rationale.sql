ALTER TABLE "event_questions" ADD COLUMN "rationale" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_bank" ADD COLUMN "rationale" text DEFAULT '' NOT NULL;