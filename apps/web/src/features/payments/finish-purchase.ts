import { addTrustPartner } from '../../api/add-trust-partner.ts';
import { updateInviteStatus } from '../../api/update-invite-status.ts';
import { paths } from '../../config/paths.ts';
import { session } from '../../lib/session.ts';
import { buyPlan } from './api/buy-plan.ts';

/** The receipt screen of a payment, whose Continue leads to `next`. */
export const receiptPath = (reference: string, next: string) =>
  `${paths.receipt}?reference=${encodeURIComponent(reference)}&next=${encodeURIComponent(next)}`;

/** finishPurchase, then the receipt before the next step. */
export async function finishWithReceipt(reference: string): Promise<string> {
  return receiptPath(reference, await finishPurchase(reference));
}

/**
 * After a payment went through (part 1 section 4, payment return): buy the plan it paid for and
 * store the user with the pin; with a referral key from the register link, name the referrer as
 * trust partner (FRIEND, TFP + key) and mark registration complete, then the dashboard; otherwise,
 * or when that call fails, the trust partner step. Answers where to go next.
 */
export async function finishPurchase(
  reference: string,
): Promise<typeof paths.dashboard | typeof paths.trustpartner> {
  const { data: user } = await buyPlan(reference);
  session.mergeUser(user);
  const key = session.get<string>('referralKey');
  if (!key) return paths.trustpartner;
  try {
    await addTrustPartner('FRIEND', `TFP${key}`, { quiet: true });
    await updateInviteStatus('both');
    session.set('fromRegister', null);
    return paths.dashboard;
  } catch {
    return paths.trustpartner;
  }
}
