CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'nuban' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_out_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_out_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_name_check" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bank_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "money_out_codes" ADD CONSTRAINT "money_out_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_out_codes_user_idx" ON "money_out_codes" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_out_codes_hash_key" ON "money_out_codes" USING btree ("salt");--> statement-breakpoint
CREATE INDEX "users_bank_review_idx" ON "users" USING btree ("bank_name_check") WHERE bank_name_check = 'review';