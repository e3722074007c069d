-- Written by hand: company sign-in, OIDC single sign-on for admins
-- (docs/decisions/0032-company-sign-in.md).
-- A user belongs to one account: its owner (admins.user_id) and the admins its company sign-in
-- brought in. Kept on the user so Better Auth's own reads see it; an account's row sets it for
-- its owner when it is written.
ALTER TABLE "auth_users" ADD COLUMN "account_id" uuid;--> statement-breakpoint
-- Deferrable: an account and its owner refer to each other, so a copy of both (a restore, the
-- tests' reset) may write either first.
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
CREATE INDEX "auth_users_account_idx" ON "auth_users" USING btree ("account_id");--> statement-breakpoint
UPDATE "auth_users" SET "account_id" = "admins"."id" FROM "admins" WHERE "admins"."user_id" = "auth_users"."id";--> statement-breakpoint
CREATE FUNCTION "admins_owner_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "auth_users" SET "account_id" = NEW."id" WHERE "id" = NEW."user_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admins_owner_account_insert" AFTER INSERT ON "admins" FOR EACH ROW EXECUTE FUNCTION "admins_owner_account"();--> statement-breakpoint
CREATE TRIGGER "admins_owner_account_update" AFTER UPDATE OF "user_id" ON "admins" FOR EACH ROW EXECUTE FUNCTION "admins_owner_account"();--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_sign_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Better Auth's SSO plugin's provider table (its field names as properties), one per account.
CREATE TABLE "sso_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"issuer" text NOT NULL,
	"domain" text NOT NULL,
	"domain_verified" boolean DEFAULT false NOT NULL,
	"oidc_config" text,
	"saml_config" text,
	"user_id" text,
	"organization_id" text,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_account_id_admins_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_provider_id_key" ON "sso_providers" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_domain_key" ON "sso_providers" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_providers_account_key" ON "sso_providers" USING btree ("account_id");
