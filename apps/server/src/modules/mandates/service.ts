import { DEBIT_METHOD_MESSAGES as M } from '@trust/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { debitMandates } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/envelope.ts';
import { findMemberPlan } from '../memberships/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { memberEmail, providerUnavailable } from '../payments/index.ts';
import { defaultCardOf, liveMandate, lockMember, toDeactivate } from './queries.ts';
import { applyVerification, end, endForCard } from './state.ts';

export type MandateDeps = Pick<Deps, 'db' | 'gateway' | 'clock' | 'log' | 'config'>;

/** Where the bank page sends the member back: the profile, which picks the mandate up by reference. */
const mandateReturnPath = '/profile?debit=mandate';

/**
 * Starts a direct-debit mandate: the provider's authorization request (channel direct_debit) first,
 * then the mandate row with the provider's reference, pending, in place of any mandate still waiting.
 * An active mandate stays until the member chooses otherwise. Answers the bank page.
 */
export async function startMandate(deps: MandateDeps, userId: number) {
  const { db, gateway, clock, config } = deps;
  if (!gateway.initializeMandate) throw new ApiError(503, M.notOffered);
  const current = await findMemberPlan(db, userId);
  if (current?.membership.status !== 'active' || current.membership.contributionKobo <= 0n)
    throw badRequest(M.noPlan);
  if ((await liveMandate(db, userId))?.status === 'active') throw conflict(M.alreadyActive);
  const email = await memberEmail(db, userId);
  let started: { redirectUrl: string; reference: string };
  try {
    started = await gateway.initializeMandate({
      email,
      callbackUrl: `${config.publicUrl}${mandateReturnPath}`,
    });
  } catch (err) {
    deps.log.error({ err }, 'starting a direct-debit mandate failed');
    throw providerUnavailable(err);
  }
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const live = await liveMandate(tx, userId);
    if (live?.status === 'active') throw conflict(M.alreadyActive);
    if (live) await end(tx, live, M.replaced, clock.now(), { told: !live.authorizationCode });
    await tx.insert(debitMandates).values({
      userId,
      gateway: gateway.name,
      reference: started.reference,
      status: 'pending',
      createdAt: clock.now(),
    });
  });
  // A replaced request the bank had already created is deactivated at the provider too.
  await deactivateEnded(deps, userId);
  return { redirect_url: started.redirectUrl, reference: started.reference };
}

/**
 * The member is back from the bank page: the provider is asked where the mandate stands (so the page
 * shows it without waiting for the webhook). Another member's reference answers 404.
 */
export async function returnFromBank(deps: MandateDeps, userId: number, reference: string) {
  const { db, gateway, clock } = deps;
  const [m] = await db
    .select()
    .from(debitMandates)
    .where(and(eq(debitMandates.userId, userId), eq(debitMandates.reference, reference)))
    .limit(1);
  if (!m) throw notFound(M.notFound);
  if (m.status !== 'pending' || !gateway.verifyMandate) return;
  let v: Awaited<ReturnType<NonNullable<typeof gateway.verifyMandate>>>;
  try {
    v = await gateway.verifyMandate(reference);
  } catch (err) {
    // The webhook settles it later; the page shows it waiting meanwhile.
    deps.log.warn({ err, reference }, 'verifying a direct-debit mandate failed');
    return;
  }
  await db.transaction((tx) => applyVerification(tx, reference, v, 'returned', clock.now()));
}

/**
 * The member chooses their card again: it needs a card on file. The live mandate ends (its
 * authorization deactivated at the provider after the commit) and the member is told.
 */
export async function chooseCard(deps: MandateDeps, userId: number) {
  const { db, clock } = deps;
  const card = await defaultCardOf(db, userId);
  if (!card) throw badRequest(M.noCard);
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (!(await endForCard(tx, userId, clock.now()))) return;
    await notifyMember(tx, {
      memberId: userId,
      kind: 'debit_method_changed',
      subject: 'Weekly debit from your card',
      message: `Your weekly contributions will now be charged to your card ending ${card.last4}.`,
      at: clock.now(),
      key: `card-chosen:${userId}:${clock.now().getTime()}`,
    });
  });
  await deactivateEnded(deps, userId);
}

/**
 * Tells the provider to deactivate the authorizations of mandates the fund ended (the member chose the
 * card), once each; one it cannot reach now is tried again on the member's next change. The fund never
 * charges an ended mandate either way: the debit reads only active ones. Each mandate is claimed (its
 * deactivation time set where none is) before the call: a card change settles both on the member's
 * answer and on the provider's webhook, and the two, at once, both found the mandate to deactivate and
 * called the provider twice. A call that fails gives the claim back.
 */
export async function deactivateEnded(
  deps: Pick<MandateDeps, 'db' | 'gateway' | 'clock' | 'log'>,
  userId: number,
) {
  const { db, gateway, clock } = deps;
  if (!gateway.deactivateAuthorization) return;
  for (const m of await toDeactivate(db, userId)) {
    const [claimed] = await db
      .update(debitMandates)
      .set({ deactivatedAt: clock.now() })
      .where(and(eq(debitMandates.id, m.id), isNull(debitMandates.deactivatedAt)))
      .returning({ id: debitMandates.id });
    if (!claimed) continue;
    try {
      await gateway.deactivateAuthorization(m.authorizationCode as string);
    } catch (err) {
      await db.update(debitMandates).set({ deactivatedAt: null }).where(eq(debitMandates.id, m.id));
      deps.log.warn({ err, reference: m.reference }, 'deactivating a direct-debit authorization failed');
    }
  }
}
