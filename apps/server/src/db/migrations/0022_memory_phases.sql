CREATE TABLE "run_item_phases" (
	"run_id" uuid NOT NULL,
	"item_index" integer NOT NULL,
	"stimulus_at" timestamp with time zone NOT NULL,
	"choices_at" timestamp with time zone,
	CONSTRAINT "run_item_phases_run_id_item_index_pk" PRIMARY KEY("run_id","item_index")
);
--> statement-breakpoint
ALTER TABLE "run_item_phases" ADD CONSTRAINT "run_item_phases_run_id_level_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."level_runs"("id") ON DELETE cascade ON UPDATE no action;