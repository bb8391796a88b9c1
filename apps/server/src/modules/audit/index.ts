/**
 * The audit log: every operator action with who, when, from where, what, and the values before and
 * after. A shared module (like approvals): the console's areas, chat and the command-line tools write
 * to it through `audit()`, and the console's Audit section reads it (`modules/admin/audit`).
 */
export { type Actor, audit, recordAudit } from './audit.ts';
export { auditEntries, auditPage } from './queries.ts';
