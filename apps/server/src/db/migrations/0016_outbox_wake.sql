-- Wakes the job that works a queue as soon as something is written to it, instead of at the job's next
-- minute: a notification email, a push, or a message from the fund "sent now" goes out within seconds.
-- The notice is sent only when the writing transaction commits (PostgreSQL holds NOTIFY until then), so
-- a rolled-back write wakes nobody. The payload is the job's name (scheduler/wake.ts listens); the
-- minute's schedule stays as the net for retries and for a notice missed while nobody listened.
CREATE FUNCTION "wake_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trust_fund_wake', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "mail_outbox_wake" AFTER INSERT ON "mail_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "wake_job"('mail-outbox');--> statement-breakpoint
CREATE TRIGGER "push_outbox_wake" AFTER INSERT ON "push_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "wake_job"('push-outbox');--> statement-breakpoint
CREATE TRIGGER "fund_messages_wake" AFTER INSERT ON "fund_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "wake_job"('messages');
