CREATE TABLE "uncredited_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uncredited_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"account_number" text,
	"customer_code" text,
	"user_id" integer,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"credited_user_id" integer,
	"credited_at" timestamp with time zone,
	CONSTRAINT "uncredited_transfers_reason_check" CHECK ("uncredited_transfers"."reason" in ('unknown-account', 'not-naira', 'member-closed'))
);
--> statement-breakpoint
ALTER TABLE "uncredited_transfers" ADD CONSTRAINT "uncredited_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uncredited_transfers" ADD CONSTRAINT "uncredited_transfers_credited_user_id_users_id_fk" FOREIGN KEY ("credited_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uncredited_transfers_reference_key" ON "uncredited_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "uncredited_transfers_open_idx" ON "uncredited_transfers" USING btree ("received_at") WHERE credited_at is null;