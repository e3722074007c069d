CREATE TABLE "mini_screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mini_game" text NOT NULL,
	"question_number" integer NOT NULL,
	"template_type" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"options_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"option_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_answer" integer,
	"template2_type" text,
	"background_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mini_screens" ADD CONSTRAINT "mini_screens_background_file_id_stored_files_id_fk" FOREIGN KEY ("background_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mini_screens_number_key" ON "mini_screens" USING btree ("mini_game","question_number");