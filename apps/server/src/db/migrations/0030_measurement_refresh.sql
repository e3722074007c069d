-- A large event's measurement figures are refreshed on the job queue, not inside a read
-- (docs/decisions/0025-measurement-refresh.md): a read that finds newer answers than the
-- figures stamps requested_at; until the first refresh a row has no figures yet.
ALTER TABLE "measurement_snapshots" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "measurement_snapshots" ALTER COLUMN "computed_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "measurement_snapshots" ALTER COLUMN "computed_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "measurement_snapshots" ALTER COLUMN "figures" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "measurement_snapshots_requested_idx" ON "measurement_snapshots" USING btree ("requested_at") WHERE "requested_at" IS NOT NULL;
