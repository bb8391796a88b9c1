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
  [key: string]: unknown;
}

const KEYS = {
  user: 'tf.user',
  plans: 'tf.plans',
  fromRegister: 'tf.fromRegister',
  referralKey: 'tf.referralKey',
  planId: 'tf.planId',
  remember: 'tf.remember',
  redirectTo: 'tf.redirectTo',
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
  /** Merges fields into the stored user (profile fetch, pin assigned, notification count). */
  mergeUser(patch: Partial<SessionUser>) {
    const current = read<SessionUser>('user');
    if (current) session.set('user', { ...current, ...patch });
  },
  token: () => read<SessionUser>('user')?.u_accesstoken ?? null,
  /** Logged in only with both a user id and a Trust Fund Pin (part 1 section 4). */
  isMember: () => {
    const u = read<SessionUser>('user');
    return Boolean(u?.u_id && u.u_tfp_pin);
  },
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

window.addEventListener('storage', emit);

/** The stored user, re-rendering when it changes. */
export function useSessionUser(): SessionUser | null {
  const raw = useSyncExternalStore(session.subscribe, () => localStorage.getItem(KEYS.user));
  return raw ? (JSON.parse(raw) as SessionUser) : null;
}
