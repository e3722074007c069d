-- The candidate report's search matches anywhere in the name, e-mail or degree (part B §2;
-- docs/decisions/candidate-search.md): trigram indexes serve LIKE '%term%', which the
-- text_pattern_ops indexes (prefix only) cannot. pg_trgm ships with PostgreSQL (contrib) and is
-- a trusted extension; the embedded database loads it from PGlite's contrib (db/client.ts).
-- fastupdate off: an application writes its entries at once, so a search never reads a pending
-- list that only a vacuum would empty.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_event_name_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_event_email_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_event_degree_idx";--> statement-breakpoint
CREATE INDEX "candidates_name_trgm_idx" ON "candidates" USING gin ("name_lower" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "candidates_email_trgm_idx" ON "candidates" USING gin ("email_lower" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "candidates_degree_trgm_idx" ON "candidates" USING gin ("degree_lower" gin_trgm_ops) WITH (fastupdate = off);
