import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { ManualClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { etcCities, payouts, popItems, users } from '../db/schema/index.ts';
import { SandboxGateway } from '../gateways/index.ts';
import { markBatchSent, proposeBatch } from '../modules/admin/index.ts';
import { approve, type Operator } from '../modules/approvals/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { WEEK_MS } from '../modules/contributions/index.ts';
import {
  answerLoanTrustRequest,
  expireLoanRequests,
  loanAction,
  proposeLoanDisbursal,
  requestLoan,
} from '../modules/loans/index.ts';
import { applyEtc, applyPop, proposePopEtcDisbursal } from '../modules/pop-etc/index.ts';
import { wireRegistries } from '../modules/registries.ts';
import { confirmRepaymentTransfer, LENDING_KINDS, startRepayment } from '../modules/wallet/index.ts';
import { lastLoanHour } from './demo-loan-hour.ts';
import {
  JOINED_WEEKS_AGO,
  LENDING_MEMBERS,
  LENDING_PASSWORD,
  mondayTenOf,
  seedLendingMembers,
} from './lending-members.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A lending member's address, where their POP is delivered. */
const addressOf = (key: string) =>
  LENDING_MEMBERS.find((m) => m.email === `${key}@demo.trustfund.ng`)?.address ?? '';

/** 'MM/DD/YYYY' of the Lagos day `days` after `at`. */
const dayAfter = (at: Date, days: number) => {
  const d = new Date(at.getTime() + HOUR_MS + days * DAY_MS);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/**
 * A fund whose console has something to act on in every queue, made once with the demo, through the
 * services members and operators use (so every naira is in the ledger and the ledger check is clean):
 * - Loans: Chidi's request waits for one of his two trusters; Halima's is trusted by both and waits
 *   for a loans operator to propose its disbursal; Emeka's was disbursed two months ago, paid out in
 *   a CSV batch, and is being repaid by bank transfer;
 * - Transfers: Emeka says he sent ₦10,000 more by transfer, waiting for an operator to confirm it;
 * - POP & ETC: one of each in process, one of each proposed and waiting for a second operator, and
 *   one of each in use (approved, the ledger posted);
 * - Payouts: the two in-use disbursals' payouts, in a CSV batch proposed by finance and waiting for
 *   its approval.
 */
export async function seedConsoleQueues(db: Db, clock: Clock): Promise<void> {
  wireRegistries();
  const now = clock.now();
  const ids = await seedLendingMembers(db, now, await hashPassword(LENDING_PASSWORD));
  const id = (name: string) => ids.get(`${name}@demo.trustfund.ng`);
  const ops = await operators(db);
  const [chidi, halima, emeka, funke, ibrahim, ngozi, segun, aisha, bisi] = [
    'chidi',
    'halima',
    'emeka',
    'funke',
    'ibrahim',
    'ngozi',
    'segun',
    'aisha',
    'bisi',
  ].map(id);
  if (!ops || !chidi || !halima || !emeka || !funke || !ibrahim || !ngozi || !segun || !aisha || !bisi)
    return;
  const at = new ManualClock(now);
  const sandbox = new SandboxGateway({
    publicUrl: 'http://localhost',
    now: () => at.now(),
    deliverWebhook: async () => {},
  });
  const deps = {
    db,
    clock: at,
    gateway: sandbox,
    log: { error() {}, warn() {}, info() {} },
    config: {},
  } as unknown as Parameters<typeof approve>[0];
  const approveAs = async (operator: Operator, proposal: { id: number; payloadHash: string }) =>
    approve(deps, { operator, id: proposal.id, payloadHash: proposal.payloadHash });
  const loanBody = (amountNaira: number, repayBy: string, trusters: number[]) => ({
    loan_process: 1 as const,
    loan_amount: BigInt(amountNaira) * 100n,
    loan_repayment_date: repayBy,
    trustmembers: { STM: trusters.map((t) => ({ id: t })), GTM: [], PTM: [] },
  });

  // Emeka's loan, two months ago: trusted, disbursed, paid out, part repaid.
  const start = mondayTenOf(new Date(now.getTime() - JOINED_WEEKS_AGO * WEEK_MS));
  at.set(new Date(start.getTime() + 18 * WEEK_MS));
  const repaying = await requestLoan(
    { db },
    emeka,
    loanBody(50_000, dayAfter(now, 45), [funke, ibrahim]),
    at.now(),
  );
  for (const t of [funke, ibrahim]) {
    at.advance(HOUR_MS);
    await answerLoanTrustRequest(db, t, { loanId: repaying.loan_id, trust: true }, at.now());
  }
  at.advance(HOUR_MS);
  await approveAs(ops.admin, await proposeLoanDisbursal(db, ops.loans, repaying.loan_id, at.now()));
  at.advance(HOUR_MS);
  await loanAction(db, emeka, 1, repaying.loan_id, at.now());
  at.advance(DAY_MS);
  await payOut(deps, at, ops, [emeka], true);
  at.set(new Date(start.getTime() + 22 * WEEK_MS));
  await repayByTransfer(db, at, emeka, 20_000n * 100n, true);

  // POP and ETC in use: approved a month ago; their payouts wait in a batch (below).
  at.set(new Date(start.getTime() + 24 * WEEK_MS + DAY_MS));
  const popInUse = await applyPop(
    db,
    funke,
    await popBody(db, 'Sewing machine', addressOf('funke'), now),
    at.now(),
  );
  const etcInUse = await applyEtc(db, ibrahim, await etcBody(db, 'Kano', 'Lagos', now), at.now());
  for (const app of [popInUse, etcInUse]) {
    at.advance(HOUR_MS);
    await approveAs(ops.admin, await proposePopEtcDisbursal(db, ops.loans, app.id, at.now()));
  }

  // This week: POP and ETC proposed for a second operator, and one of each just in.
  at.set(new Date(now.getTime() - 2 * DAY_MS));
  const popProposed = await applyPop(
    db,
    ngozi,
    await popBody(db, 'Solar power kit', addressOf('ngozi'), now),
    at.now(),
  );
  const etcProposed = await applyEtc(db, segun, await etcBody(db, 'Akure', 'Abuja', now), at.now());
  at.advance(DAY_MS);
  for (const app of [popProposed, etcProposed]) await proposePopEtcDisbursal(db, ops.loans, app.id, at.now());
  await applyPop(db, aisha, await popBody(db, 'Mobile phone', addressOf('aisha'), now), at.now());
  await applyEtc(db, bisi, await etcBody(db, 'Lagos', 'Ibadan', now), at.now());

  // Today's loans: Halima's trusted by both her trusters, Chidi's waiting for Bisi (on a start from
  // Sunday evening to Monday 8am his has already expired: demo-loan-hour.ts).
  at.set(lastLoanHour(now));
  const approved = await requestLoan(
    { db },
    halima,
    loanBody(80_000, dayAfter(now, 60), [ngozi, segun]),
    at.now(),
  );
  const awaiting = await requestLoan(
    { db },
    chidi,
    loanBody(30_000, dayAfter(now, 30), [aisha, bisi]),
    at.now(),
  );
  at.advance(5 * 60_000);
  for (const t of [ngozi, segun])
    await answerLoanTrustRequest(db, t, { loanId: approved.loan_id, trust: true }, at.now());
  await answerLoanTrustRequest(db, aisha, { loanId: awaiting.loan_id, trust: true }, at.now());

  // Waiting for finance's colleague: the POP and ETC payouts; and Emeka's latest transfer.
  at.set(new Date(now.getTime() - HOUR_MS));
  await payOut(deps, at, ops, [funke, ibrahim], false);
  await repayByTransfer(db, at, emeka, 10_000n * 100n, false);

  // The fund as its jobs leave it: a request whose 48 hours are already up is expired at once, not
  // listed as waiting until the expiry job's next run.
  await expireLoanRequests(db, now);
}

interface Operators {
  admin: Operator;
  finance: Operator;
  loans: Operator;
}

/** The demo's admin, finance and loans operators (accounts.ts). */
async function operators(db: Db): Promise<Operators | null> {
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, ['admin@trustfund.ng', 'finance@trustfund.ng', 'loans@trustfund.ng']));
  const of = (email: string) => {
    const r = rows.find((x) => x.email === email);
    return r ? { userId: r.id, role: r.role, ip: '127.0.0.1' } : null;
  };
  const admin = of('admin@trustfund.ng');
  const finance = of('finance@trustfund.ng');
  const loans = of('loans@trustfund.ng');
  return admin && finance && loans ? { admin, finance, loans } : null;
}

/**
 * Finance puts the members' waiting payouts in a bank CSV batch; when `send`, the admin approves it
 * and marks it paid (the fund's bank paid the file), else it waits in Approvals.
 */
async function payOut(
  deps: Parameters<typeof approve>[0],
  at: ManualClock,
  ops: Operators,
  members: number[],
  send: boolean,
) {
  const waiting = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(inArray(payouts.userId, members), eq(payouts.status, 'pending')));
  const { batch, proposal } = await proposeBatch(deps, ops.finance, {
    payoutIds: waiting.map((p) => p.id),
    method: 'csv',
  });
  if (!send) return;
  at.advance(HOUR_MS);
  await approve(deps, { operator: ops.admin, id: proposal.id, payloadHash: proposal.payloadHash });
  at.advance(HOUR_MS);
  await markBatchSent(deps, ops.admin, batch.id);
}

/** The member says they repaid by bank transfer; when `confirmed`, an operator found it the next day. */
async function repayByTransfer(
  db: Db,
  at: ManualClock,
  memberId: number,
  amountKobo: bigint,
  confirmed: boolean,
) {
  const ctx = { db, clock: at } as unknown as Parameters<typeof startRepayment>[0];
  const started = await startRepayment(ctx, memberId, LENDING_KINDS.loan, {
    amountKobo,
    method: 'transfer',
    bank: { bank_name: 'Demo Bank', account_number: '0000000000', account_name: 'Trust Fund' },
  });
  if (!confirmed) return;
  at.advance(DAY_MS);
  await confirmRepaymentTransfer({ db, clock: at }, started.reference);
}

/** A POP for `item`, delivered to the member's own address. */
async function popBody(db: Db, item: string, deliverTo: string, now: Date) {
  const [row] = await db.select({ id: popItems.id }).from(popItems).where(eq(popItems.name, item));
  return {
    pr_item_id: row?.id ?? 0,
    pr_item_name: item,
    pr_repayment_date: dayAfter(now, 75),
    pr_reason_item_purchase: `A ${item.toLowerCase()} for my shop, repaid from its sales.`,
    pr_delivery_location: deliverTo,
  };
}

async function etcBody(db: Db, from: string, to: string, now: Date) {
  const rows = await db
    .select({ id: etcCities.id, name: etcCities.name })
    .from(etcCities)
    .where(inArray(etcCities.name, [from, to]));
  const city = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
  return {
    ec_from: city(from),
    ec_to: city(to),
    ec_type: 'One Way' as const,
    ec_travel_by: 'Bus' as const,
    ec_reason: `A family emergency in ${to}.`,
    ec_from_travel_date: dayAfter(now, 10),
    ec_to_travel_date: '',
    ec_repayment_date: dayAfter(now, 70),
  };
}
