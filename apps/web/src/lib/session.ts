import { isOperatorRole } from '@trust/shared/operator-roles';
import { useSyncExternalStore } from 'react';

/**
 * The stored session (part 1 section 4): the signed-in user as the API returned it, the plan list,
 * and the onboarding flags. Kept in localStorage so a reload keeps the member signed in.
 */
export interface SessionUser {
  u_id: number;
  u_accesstoken: string;
  u_tfp_pin: string | null;
  u_email: string;
  u_first_name: string;
  u_plan_id?: number | null;
  u_plan_name?: string | null;
  /** member, or an operator's role (admin, finance, support, …). */
  u_role?: string;
  [key: string]: unknown;
}

/** The remember-me entry: kept at logout, it pre-fills the login email. */
export interface RememberEntry {
  email: string;
}

/** Logged in only with both a user id and a Trust Fund Pin (part 1 section 4). */
export const hasIdAndPin = (u: Pick<SessionUser, 'u_id' | 'u_tfp_pin'> | null | undefined) =>
  Boolean(u?.u_id && u.u_tfp_pin);

/**
 * Whether the member already holds an active plan (BASIC included): only an active membership has
 * its cycle's cash-out dates. Such a member changes plan on the profile; the plan pages never sell
 * them a second one.
 */
export const hasActivePlan = (u: SessionUser | null | undefined) =>
  Boolean(u?.u_id && u.u_plan_name && u.u_cashout_from);
/** Whether the signed-in user is one of the fund's operators (u_role admin, support, …): the console is theirs. */
export const isOperator = (user: { u_role?: unknown } | null | undefined) =>
  typeof user?.u_role === 'string' && isOperatorRole(user.u_role);

const KEYS = {
  user: 'tf.user',
  plans: 'tf.plans',
  fromRegister: 'tf.fromRegister',
  referralKey: 'tf.referralKey',
  planId: 'tf.planId',
  remember: 'tf.remember',
  redirectTo: 'tf.redirectTo',
  // 'admin_login' while an operator views a member's dashboard (some menu items hidden, part 2 section 2.2).
  loginType: 'tf.loginType',
} as const;
export type SessionKey = keyof typeof KEYS;

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function read<T>(key: SessionKey): T | null {
  try {
    const raw = localStorage.getItem(KEYS[key]);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export const session = {
  get: read,
  set(key: SessionKey, value: unknown) {
    if (value == null) localStorage.removeItem(KEYS[key]);
    else localStorage.setItem(KEYS[key], JSON.stringify(value));
    emit();
  },
  user: () => read<SessionUser>('user'),
  /**
   * Merges fields into the stored user (profile fetch, pin assigned, notification count). A plan
   * purchase answers null for an account that no longer exists: nothing to merge.
   */
  mergeUser(patch: Partial<SessionUser> | null) {
    const current = read<SessionUser>('user');
    if (current) session.set('user', { ...current, ...patch });
  },
  token: () => read<SessionUser>('user')?.u_accesstoken ?? null,
  /** Logged in only with both a user id and a Trust Fund Pin (part 1 section 4). */
  isMember: () => hasIdAndPin(read<SessionUser>('user')),
  remember: () => read<RememberEntry>('remember'),
  /** Clears everything but the remember-me entry. */
  clear() {
    const remember = localStorage.getItem(KEYS.remember);
    localStorage.clear();
    if (remember != null) localStorage.setItem(KEYS.remember, remember);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out updates this one.
if (typeof window !== 'undefined') window.addEventListener('storage', emit);

/** The server renders the public pages for a visitor nobody has signed in as. */
const signedOutSnapshot = () => null;

/**
 * The stored user, re-rendering when it changes. A prerendered page first hydrates as the server
 * drew it (signed out), then shows the stored user: no hydration mismatch.
 */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(
    session.subscribe,
    () => localStorage.getItem(KEYS.user),
    signedOutSnapshot,
  );
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

/**
 * One field of the stored user (a name, an email), re-rendering only when that field changes: a
 * screen that shows the first name is not drawn again each time the member's record is merged (GET
 * /user on every start, the live notification count), which for the dashboard meant every card. Text
 * and number fields only: the snapshot is compared as a value.
 */
export function useSessionUserField<
  K extends
    | 'u_id'
    | 'u_email'
    | 'u_first_name'
    | 'u_tfp_pin'
    | 'u_role'
    | 'u_accesstoken'
    | 'u_status'
    | 'u_login_type',
>(key: K): SessionUser[K] | null {
  return useSyncExternalStore(
    session.subscribe,
    () => read<SessionUser>('user')?.[key] ?? null,
    signedOutSnapshot,
  );
}

/** Whether the stored user is a member (id and pin), re-rendering when it changes. */
export function useIsMember(): boolean {
  return hasIdAndPin(useSessionUser());
}
