CREATE TABLE "support_contact" (
	"id" integer PRIMARY KEY NOT NULL,
	"hours" text NOT NULL,
	"reply_time" text NOT NULL,
	"whatsapp" text NOT NULL,
	"phone" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_contact" ADD CONSTRAINT "support_contact_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;