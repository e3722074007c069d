-- The measurement reads' figures per event (item analysis and reliability; fairness), kept
-- with the version of the data they were computed from: a read whose version still matches
-- serves them instead of recomputing over every answer
-- (docs/decisions/0024-item-analysis-reliability-fairness.md, "Reads at 100,000").
CREATE TABLE "measurement_snapshots" (
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "measurement_snapshots_event_id_kind_pk" PRIMARY KEY("event_id","kind")
);
--> statement-breakpoint
ALTER TABLE "measurement_snapshots" ADD CONSTRAINT "measurement_snapshots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
