-- An email support puts back in the outbox with Retry (dead → pending, admin/dead-mail) wakes the
-- mail-outbox job as a newly queued one does (0016_outbox_wake.sql), so the member has it within seconds
-- rather than at the job's next minute. Only a revival wakes it: the job's own updates (sent, or pending
-- again for a later try) compare old and new rows and find none, so they never wake it again.
CREATE FUNCTION "wake_mail_retried"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "retried_new" n JOIN "retried_old" o ON o."id" = n."id"
    WHERE o."status" = 'dead' AND n."status" = 'pending'
  ) THEN
    PERFORM pg_notify('trust_fund_wake', 'mail-outbox');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "mail_outbox_retry_wake" AFTER UPDATE ON "mail_outbox"
  REFERENCING OLD TABLE AS "retried_old" NEW TABLE AS "retried_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "wake_mail_retried"();
