CREATE TABLE "dedicated_account_failures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dedicated_account_failures" ADD CONSTRAINT "dedicated_account_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;