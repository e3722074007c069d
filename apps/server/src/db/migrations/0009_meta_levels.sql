CREATE TABLE "meta_levels" (
	"name" text PRIMARY KEY NOT NULL
);
