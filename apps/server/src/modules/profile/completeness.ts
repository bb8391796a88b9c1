import { PROFILE_ITEM_WEIGHT } from '@trust/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hasTrustNetwork } from '../trust-network/index.ts';

type UserRow = typeof users.$inferSelect;

export interface ProfileCompleteness {
  profile_percentage: number;
  email_verified: number;
  bank_info: number;
  trust_rating_network: number;
  update_profile_user_info: number;
}

const filled = (...values: (string | null)[]) => values.every((v) => v != null && v.trim() !== '');

/**
 * The dashboard checklist (part 2 section 2.3): four items worth 25% each, so a member at 75% has
 * one item left and may still apply (section 4.6). The trust network item is done once someone
 * accepted a trust link with this member or joined with their trust link. Rules are written in docs/domain-rules.md (Member home).
 */
export async function profileCompleteness(db: Db, user: UserRow): Promise<ProfileCompleteness> {
  const [[referred], network] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.referredByUserId, user.id), ne(users.id, user.id))),
    hasTrustNetwork(db, user.id),
  ]);
  return profileItems(user, network || (referred?.n ?? 0) > 0);
}

/** What of the member's row the checklist reads (a caller may select only these). */
export type ProfileFields = Pick<
  UserRow,
  | 'emailVerifiedAt'
  | 'bankName'
  | 'accountNumber'
  | 'accountHolderName'
  | 'gender'
  | 'dob'
  | 'businessSector'
  | 'address'
  | 'kinName'
  | 'kinContact'
  | 'kinEmail'
>;

/** The checklist from the member's row and whether their trust network item is done. */
export function profileItems(user: ProfileFields, trustNetworkDone: boolean): ProfileCompleteness {
  const items = {
    email_verified: user.emailVerifiedAt ? 1 : 0,
    bank_info: filled(user.bankName, user.accountNumber, user.accountHolderName) ? 1 : 0,
    trust_rating_network: trustNetworkDone ? 1 : 0,
    update_profile_user_info: filled(
      user.gender,
      user.dob,
      user.businessSector,
      user.address,
      user.kinName,
      user.kinContact,
      user.kinEmail,
    )
      ? 1
      : 0,
  };
  const done = Object.values(items).reduce((a, b) => a + b, 0);
  return { profile_percentage: done * PROFILE_ITEM_WEIGHT, ...items };
}
