CREATE INDEX "participants_event_level_idx" ON "participants" USING btree ("event_id","current_level");--> statement-breakpoint
CREATE INDEX "participants_event_department_idx" ON "participants" USING btree ("event_id","department");--> statement-breakpoint
CREATE INDEX "participants_event_region_idx" ON "participants" USING btree ("event_id","region");