-- The support contact's WhatsApp and phone numbers move to the fund's details, which the footer and
-- Learn More already show: one place to set them. A number the fund's details already have wins (it is
-- what members have been reading in the footer); one they lack is taken from the support contact, so
-- no number shown today disappears.
INSERT INTO "fund_details" ("id", "phone", "whatsapp", "updated_at")
SELECT 1, "phone", "whatsapp", now() FROM "support_contact" WHERE "id" = 1
ON CONFLICT ("id") DO UPDATE SET
  "phone" = COALESCE("fund_details"."phone", EXCLUDED."phone"),
  "whatsapp" = COALESCE("fund_details"."whatsapp", EXCLUDED."whatsapp");--> statement-breakpoint
ALTER TABLE "support_contact" DROP COLUMN "whatsapp";--> statement-breakpoint
ALTER TABLE "support_contact" DROP COLUMN "phone";
