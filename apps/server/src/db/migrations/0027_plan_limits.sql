-- A pricing plan carries what buying it grants, so the card's limit lines and the checkout's
-- grant are one value (docs/decisions/plan-limits-way-forward.md).
ALTER TABLE "pricing_plans" ADD COLUMN "max_users" integer;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD COLUMN "max_assessments" integer;--> statement-breakpoint
UPDATE "pricing_plans" SET "max_users" = 15, "max_assessments" = 1 WHERE "id" = 'free';--> statement-breakpoint
UPDATE "pricing_plans" SET "max_users" = 250, "max_assessments" = 3 WHERE "id" = 'standard';--> statement-breakpoint
UPDATE "pricing_plans" SET "max_users" = 1000, "max_assessments" = 5 WHERE "id" = 'premium';--> statement-breakpoint
-- The seeded cards' features no longer state limits: the card writes them from the columns.
UPDATE "pricing_plans" SET "features" = "features" - '15 candidate assessments' - '1 assessment game' WHERE "id" = 'free';--> statement-breakpoint
UPDATE "pricing_plans" SET "features" = "features" - '250 candidate assessments' - '1 assessment game' WHERE "id" = 'standard';--> statement-breakpoint
UPDATE "pricing_plans" SET "features" = "features" - '1,000 candidate assessments' - '5 assessment games' WHERE "id" = 'premium';--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "upgrade_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "upgrade_requested_plan" text;
