-- Existing games become invitation-only too: registration on the link is opened by their admin.
ALTER TABLE "events" ADD COLUMN "open_registration" boolean DEFAULT false NOT NULL;