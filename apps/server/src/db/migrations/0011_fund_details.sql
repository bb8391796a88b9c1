CREATE TABLE "fund_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text,
	"registration" text,
	"regulator" text,
	"address" text,
	"email" text,
	"phone" text,
	"whatsapp" text,
	"returns_claim" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fund_details_one_row" CHECK ("fund_details"."id" = 1)
);
