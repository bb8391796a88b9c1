CREATE TABLE "debit_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debit_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"authorization_code" text,
	"bank_name" text,
	"account_last4" text,
	"account_name" text,
	"ended_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "debit_mandates_status_check" CHECK ("debit_mandates"."status" in ('pending', 'active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text,
	"reference" text,
	"email" text NOT NULL,
	"last4" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"exp_month" text DEFAULT '' NOT NULL,
	"exp_year" text DEFAULT '' NOT NULL,
	"bank_name" text,
	"account_name" text,
	"status" text NOT NULL,
	"pays_charges" integer,
	"charges_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "contribution_weeks_reference_key";--> statement-breakpoint
ALTER TABLE "debit_mandates" ADD CONSTRAINT "debit_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debit_mandates_reference_key" ON "debit_mandates" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_mandates_one_live_per_user" ON "debit_mandates" USING btree ("user_id") WHERE status in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "debit_mandates_user_idx" ON "debit_mandates" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_authorizations_code_key" ON "sandbox_authorizations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_authorizations_reference_key" ON "sandbox_authorizations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "contribution_weeks_reference_key" ON "contribution_weeks" USING btree ("reference") WHERE source in ('card', 'mandate');