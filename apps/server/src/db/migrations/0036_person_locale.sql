-- Written by hand: the language a person last used here, for the e-mails they are sent
-- (docs/decisions/0033-languages-and-right-to-left.md); null: not known, English.
ALTER TABLE "participants" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "locale" text;
