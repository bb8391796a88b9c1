import { formatNaira, POP_ETC_MESSAGES } from '@trust/shared';
import { and, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts, popEtcApplications, proposals, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import { etcDisbursed, popDisbursed, post } from '../../ledger/index.ts';
import { defineApprovalKind, type Operator, propose } from '../approvals/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { viewApplications } from './service.ts';
import { KIND_LABEL, type PopEtcKind } from './terms.ts';

/** What an operator proposes and another approves: the application and what it lends. */
interface DisbursalPayload extends Record<string, unknown> {
  application_id: number;
  member_id: number;
  member_name: string;
  tfp: string | null;
  /** Kobo as text (JSON has no bigint). */
  amount_kobo: string;
}

const DISBURSAL_KIND: Record<PopEtcKind, string> = { pop: 'pop-disbursal', etc: 'etc-disbursal' };
const TRANSFER = { pop: popDisbursed, etc: etcDisbursed };
const NO_BANK =
  'The member has no bank details on file. Ask them to add their bank details in their profile.';

/**
 * Approval of a POP or ETC disbursal, in the approval's transaction: the application must still be
 * in process with the amount proposed (a member may cancel while it waits); the ledger moves the
 * amount to what the member owes (popDisbursed/etcDisbursed, key <kind>-disbursal:<id>, so it posts
 * once; `:2`, `:3`… when a payout the bank returned put it back in process), a payout for the payouts work to send, and the application is in use (status 2).
 */
function disbursalKind(kind: PopEtcKind) {
  return defineApprovalKind<DisbursalPayload>({
    name: DISBURSAL_KIND[kind],
    role: 'loans',
    summary: (p) =>
      `Disburse ${KIND_LABEL[kind]} of ${formatNaira(BigInt(p.amount_kobo))} to ${p.member_name} (${p.tfp ?? 'no TFP'})`,
    async apply({ tx, now }, p) {
      const [app] = await tx
        .select()
        .from(popEtcApplications)
        .where(and(eq(popEtcApplications.id, p.application_id), eq(popEtcApplications.kind, kind)))
        .for('update');
      if (app?.status !== 1 || app.amountKobo !== BigInt(p.amount_kobo))
        throw badRequest(POP_ETC_MESSAGES.notInProcess);
      const [user] = await tx.select().from(users).where(eq(users.id, app.userId));
      if (!user?.bankName || !user.accountNumber || !user.accountHolderName) throw badRequest(NO_BANK);
      // One more attempt after each payout the bank returned (reopen-returned.ts), so it posts anew.
      const first = `${DISBURSAL_KIND[kind]}:${app.id}`;
      const [{ earlier }] = (await tx
        .select({ earlier: sql<number>`count(*)::int` })
        .from(payouts)
        .where(or(eq(payouts.reference, first), like(payouts.reference, `${first}:%`)))) as [
        { earlier: number },
      ];
      const key = earlier === 0 ? first : `${first}:${earlier + 1}`;
      const label = KIND_LABEL[kind];
      await post(
        tx,
        TRANSFER[kind]({
          key,
          memberId: app.userId,
          amountKobo: app.amountKobo,
          description: `${label} disbursed: ${formatNaira(app.amountKobo)}`,
          at: now,
        }),
      );
      const [payout] = await tx
        .insert(payouts)
        .values({
          userId: app.userId,
          kind,
          reference: key,
          amountKobo: app.amountKobo,
          bankName: user.bankName,
          accountNumber: user.accountNumber,
          accountHolderName: user.accountHolderName,
          bankCode: user.bankCode,
          createdAt: now,
        })
        .returning();
      await tx
        .update(popEtcApplications)
        .set({ status: 2, disbursedAt: now })
        .where(eq(popEtcApplications.id, app.id));
      await notifyMember(tx, {
        memberId: app.userId,
        kind: `${kind}_disbursed`,
        subject: `${label} approved`,
        message: `Your ${label} of ${formatNaira(app.amountKobo)} was approved. Repay it from your trust wallet by ${app.repaymentDate.split('-').reverse().join('/')}.`,
        at: now,
      });
      return { application_id: app.id, payout_id: payout?.id ?? null, reference: key };
    },
  });
}
/** The approval kinds pop-disbursal and etc-disbursal (listed in modules/registries.ts). */
export const popEtcDisbursalKinds = [disbursalKind('pop'), disbursalKind('etc')];

/** POST /admin/popetc/:id/propose: a loans operator proposes disbursing an application in process. */
export async function proposeDisbursal(db: Db, operator: Operator, id: number, now: Date) {
  const [row] = await db
    .select({ app: popEtcApplications, user: users })
    .from(popEtcApplications)
    .innerJoin(users, eq(users.id, popEtcApplications.userId))
    .where(eq(popEtcApplications.id, id));
  if (!row) throw notFound('Application not found');
  if (row.app.status !== 1) throw badRequest(POP_ETC_MESSAGES.notInProcess);
  if (!row.user.bankName || !row.user.accountNumber) throw badRequest(NO_BANK);
  const kind = row.app.kind as PopEtcKind;
  const payload: DisbursalPayload = {
    application_id: row.app.id,
    member_id: row.user.id,
    member_name: row.user.fullName,
    tfp: row.user.tfpPin,
    amount_kobo: row.app.amountKobo.toString(),
  };
  return propose(db, {
    operator,
    kind: DISBURSAL_KIND[kind],
    subject: `${kind}:${row.app.id}`,
    memberId: row.user.id,
    payload,
    now,
  });
}

const PER_PAGE = 50;

/** GET /admin/popetc: applications by status (and kind), oldest first, with any proposal waiting. */
export async function adminList(db: Db, q: { kind?: PopEtcKind; status: number; page: number }) {
  const where = and(
    eq(popEtcApplications.status, q.status),
    q.kind ? eq(popEtcApplications.kind, q.kind) : undefined,
  );
  const rows = await db
    .select({ app: popEtcApplications, user: users })
    .from(popEtcApplications)
    .innerJoin(users, eq(users.id, popEtcApplications.userId))
    .where(where)
    .orderBy(q.status === 1 ? popEtcApplications.createdAt : desc(popEtcApplications.createdAt))
    .limit(PER_PAGE)
    .offset((q.page - 1) * PER_PAGE);
  const [total] = await db.select({ n: count() }).from(popEtcApplications).where(where);
  const views = await viewApplications(
    db,
    rows.map((r) => r.app),
  );
  const subjects = rows.map((r) => `${r.app.kind}:${r.app.id}`);
  const open = subjects.length
    ? await db
        .select({ id: proposals.id, subject: proposals.subject })
        .from(proposals)
        .where(
          and(
            inArray(proposals.kind, Object.values(DISBURSAL_KIND)),
            inArray(proposals.subject, subjects),
            eq(proposals.status, 'proposed'),
          ),
        )
    : [];
  return {
    applications: views.map((v, i) => {
      const user = (rows[i] as (typeof rows)[number]).user;
      return {
        ...v,
        member: { id: user.id, name: user.fullName, tfp: user.tfpPin },
        proposal_id: open.find((p) => p.subject === `${v.kind}:${v.id}`)?.id ?? null,
      };
    }),
    total: Number(total?.n ?? 0),
  };
}
