CREATE TABLE "candidate_counts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"shortlisted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_lower" text NOT NULL,
	"email" text NOT NULL,
	"email_lower" text NOT NULL,
	"phone" text NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"current_city" text NOT NULL,
	"last_degree" text NOT NULL,
	"degree_lower" text NOT NULL,
	"university_name" text NOT NULL,
	"cgpa" numeric(3, 2) NOT NULL,
	"graduation_year" integer NOT NULL,
	"years_of_experience" text NOT NULL,
	"answers" jsonb NOT NULL,
	"resume_file_id" uuid,
	"driving_license_file_id" uuid,
	"shortlisted" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_counts" ADD CONSTRAINT "candidate_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_resume_file_id_stored_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_driving_license_file_id_stored_files_id_fk" FOREIGN KEY ("driving_license_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_submission_key" ON "candidates" USING btree ("event_id","submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_key" ON "candidates" USING btree ("event_id","email_lower");--> statement-breakpoint
CREATE INDEX "candidates_event_order_idx" ON "candidates" USING btree ("event_id","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_event_name_idx" ON "candidates" USING btree ("event_id","name_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_event_email_idx" ON "candidates" USING btree ("event_id","email_lower" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidates_event_degree_idx" ON "candidates" USING btree ("event_id","degree_lower" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION candidate_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE candidate_counts AS t
      SET total = t.total - d.total, shortlisted = t.shortlisted - d.shortlisted
      FROM (SELECT event_id, count(*) AS total, count(*) FILTER (WHERE shortlisted) AS shortlisted
              FROM old_rows GROUP BY 1) AS d
      WHERE t.event_id = d.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO candidate_counts AS t (event_id, total, shortlisted)
      SELECT event_id, count(*), count(*) FILTER (WHERE shortlisted) FROM new_rows GROUP BY 1
      ON CONFLICT (event_id) DO UPDATE
        SET total = t.total + excluded.total, shortlisted = t.shortlisted + excluded.shortlisted;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER candidates_counts_insert AFTER INSERT ON candidates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_counts_follow();--> statement-breakpoint
CREATE TRIGGER candidates_counts_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_counts_follow();--> statement-breakpoint
CREATE TRIGGER candidates_counts_delete AFTER DELETE ON candidates
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION candidate_counts_follow();
