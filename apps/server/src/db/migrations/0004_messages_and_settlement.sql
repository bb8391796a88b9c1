CREATE TABLE "fund_message_recipients" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	CONSTRAINT "fund_message_recipients_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fund_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"email" boolean NOT NULL,
	"push" boolean NOT NULL,
	"segment" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cursor_user_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fund_messages_status_check" CHECK ("fund_messages"."status" in ('scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "link_signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_transactions" (
	"settlement_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"fees_kobo" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"our_amount_kobo" bigint,
	"member_id" integer,
	"match" text NOT NULL,
	CONSTRAINT "settlement_transactions_settlement_id_reference_pk" PRIMARY KEY("settlement_id","reference"),
	CONSTRAINT "settlement_transactions_match_check" CHECK ("settlement_transactions"."match" in ('matched', 'amount', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gateway" text NOT NULL,
	"provider_id" text NOT NULL,
	"status" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"processed_kobo" bigint NOT NULL,
	"fees_kobo" bigint NOT NULL,
	"deductions_kobo" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"expected_kobo" bigint NOT NULL,
	"unmatched" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "settlements_status_check" CHECK ("settlements"."status" in ('matched', 'difference', 'reviewed'))
);
--> statement-breakpoint
ALTER TABLE "fund_message_recipients" ADD CONSTRAINT "fund_message_recipients_message_id_fund_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."fund_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_message_recipients" ADD CONSTRAINT "fund_message_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_message_recipients" ADD CONSTRAINT "fund_message_recipients_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_messages" ADD CONSTRAINT "fund_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ADD CONSTRAINT "settlement_transactions_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_transactions" ADD CONSTRAINT "settlement_transactions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_messages_due_idx" ON "fund_messages" USING btree ("status","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_provider_key" ON "settlements" USING btree ("gateway","provider_id");