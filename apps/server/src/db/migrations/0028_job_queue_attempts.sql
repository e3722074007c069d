-- Recurring jobs share the one queue's retry rule (platform/queue.ts): a failing job backs off
-- by its attempts since the last success.
ALTER TABLE "scheduled_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
