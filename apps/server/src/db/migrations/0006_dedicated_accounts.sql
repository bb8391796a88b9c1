CREATE TABLE "dedicated_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dedicated_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"customer_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dedicated_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dedicated_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"allocation" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dedicated_accounts" ADD CONSTRAINT "dedicated_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dedicated_transfers" ADD CONSTRAINT "dedicated_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_user_key" ON "dedicated_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_accounts_number_key" ON "dedicated_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "dedicated_accounts_customer_idx" ON "dedicated_accounts" USING btree ("customer_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dedicated_transfers_reference_key" ON "dedicated_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "dedicated_transfers_user_idx" ON "dedicated_transfers" USING btree ("user_id","received_at");