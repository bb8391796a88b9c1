-- The console's reports at 100,000 members (bench/portfolio-reports.ts). Plain CREATE INDEX: the at-risk
-- index holds only the missed periods not paid late (about a tenth of contribution_weeks) and the
-- memberships index one row a membership, each built in seconds at that size.
CREATE INDEX "contribution_weeks_unpaid_missed_idx" ON "contribution_weeks" USING btree ("membership_id","cycle_number","due_at","amount_kobo") WHERE status = 'missed' and paid_late_at is null;--> statement-breakpoint
CREATE INDEX "memberships_user_latest_idx" ON "memberships" USING btree ("user_id","id" DESC NULLS LAST,"plan_id");--> statement-breakpoint
-- The trial balance's and the balance sheet's lines (modules/admin/reports: accountGroups, sheetLine),
-- a dozen of them over every account: without these PostgreSQL takes each line for as many groups as
-- there are accounts and sorts 500,000 accounts to count them instead of hashing a dozen lines.
-- Each expression must stay exactly as the report's query writes it.
CREATE STATISTICS "ledger_accounts_trial_line_stats" ON (case when code like 'member:%' then 'member:*:' || split_part(code, ':', 3) else code end) FROM "ledger_accounts";--> statement-breakpoint
CREATE STATISTICS "ledger_accounts_sheet_line_stats" ON (case when member_id is not null then 'member:*:' || split_part(code, ':', 3) else code end) FROM "ledger_accounts";--> statement-breakpoint
ANALYZE "ledger_accounts";
