-- Written by hand: a filtered users list, Rank table or strength report of a large event (a
-- level and a Market Unit Code among 1,000,000 participants) found its rows through two small
-- indexes and then read one heap page per candidate row, for the page and again for its count:
-- ~30,000 pages, ~0.5 s. The level, department and region indexes now carry every column the
-- filters and the order read, so the count and the page's keys come from the index alone (an
-- index-only scan) and only the page's ten rows are read from the table. Key columns rather
-- than INCLUDE, so the schema (drizzle) states them as they are.
DROP INDEX "participants_event_level_idx";--> statement-breakpoint
CREATE INDEX "participants_event_level_idx" ON "participants" USING btree ("event_id", "current_level", "department", "region", "tracking_state", "last_updated", "current_score", "email_lower", "id");--> statement-breakpoint
DROP INDEX "participants_event_department_idx";--> statement-breakpoint
CREATE INDEX "participants_event_department_idx" ON "participants" USING btree ("event_id", "department", "current_level", "region", "tracking_state", "last_updated", "current_score", "email_lower", "id");--> statement-breakpoint
DROP INDEX "participants_event_region_idx";--> statement-breakpoint
CREATE INDEX "participants_event_region_idx" ON "participants" USING btree ("event_id", "region", "current_level", "department", "tracking_state", "last_updated", "current_score", "email_lower", "id");
