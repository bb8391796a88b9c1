import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { findUserForView, type OpenMembership, type UserRow } from './queries.ts';

/** An account must verify its email within this long after registering, or it cannot log in. */
export const VERIFY_WINDOW_MS = 24 * 3_600_000;

/** True when the email is still unverified more than 24 hours after registration (part 2 section 4.1). */
export const exceedsVerifyWindow = (user: Pick<UserRow, 'emailVerifiedAt' | 'createdAt'>, now: Date) =>
  !user.emailVerifiedAt && now.getTime() - user.createdAt.getTime() > VERIFY_WINDOW_MS;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The member as the API shows it (the spec's "User (stored session)" and part 2 "User (member)"):
 * the only place where the u_… names exist. `accessToken` is given only by login and register.
 */
function toUserView(
  user: UserRow,
  membership: OpenMembership,
  ctx: { now: Date; publicUrl: string; accessToken?: string; loginType?: string; notificationCount?: number },
) {
  return {
    u_id: user.id,
    ...(ctx.accessToken ? { u_accesstoken: ctx.accessToken } : {}),
    /** 'admin_login' when an operator is viewing the account (the web app hides some menu items). */
    u_login_type: ctx.loginType ?? 'member',
    u_first_name: user.fullName,
    u_email: user.email,
    email: user.email,
    u_phone: user.phone,
    u_role: user.role,
    u_status: user.status,
    u_tfp_pin: user.tfpPin,
    u_tfp_pin_status: user.tfpPinStatus,
    u_plan_id: membership?.planId ?? null,
    u_plan_name: membership?.planName ?? null,
    u_membertitle: user.memberTitle,
    u_image: user.imagePath ?? '',
    cur_name: 'NGN',
    cur_symbol: '₦',
    notification_count: ctx.notificationCount ?? 0,
    u_is_verified: user.emailVerifiedAt ? 1 : 0,
    u_exceed_verfied_limit: exceedsVerifyWindow(user, ctx.now) ? 1 : 0,
    u_cashout_from: iso(membership?.cashoutFrom),
    u_cashout_to: iso(membership?.cashoutTo),
    u_trust_link: user.tfpPin && user.referralKey ? `${ctx.publicUrl}/register?${user.referralKey}` : '',
    u_reg_date: user.createdAt.toISOString(),
    u_flexi_duration: membership?.planName === 'FLEXI' ? membership.durationMonths : null,
    u_business_sector: user.businessSector ?? '',
    u_address: user.address ?? '',
    u_gender: user.gender ?? '',
    gender: user.gender ?? '',
    u_dob: user.dob ?? '',
    dob: user.dob ?? '',
    u_hear_about_us: user.hearAboutUs ?? '',
    u_kin_name: user.kinName ?? '',
    u_kin_contact: user.kinContact ?? '',
    u_kin_email: user.kinEmail ?? '',
    up_bank_name: user.bankName ?? '',
    up_account_number: user.accountNumber ?? '',
    up_bank_holder_name: user.accountHolderName ?? '',
  };
}
export type UserView = ReturnType<typeof toUserView>;

/**
 * Loads a member and their open membership and maps them to the user view. Other modules call
 * this to answer with the stored user after a change (pin assigned, profile updated).
 * Returns null when the user does not exist.
 */
export async function loadUserView(
  db: Db,
  clock: Clock,
  userId: number,
  ctx: { publicUrl: string; accessToken?: string; loginType?: string },
): Promise<UserView | null> {
  const found = await findUserForView(db, userId);
  if (!found) return null;
  return toUserView(found.user, found.membership, {
    ...ctx,
    now: clock.now(),
    notificationCount: found.notificationCount,
  });
}
