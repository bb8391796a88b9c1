import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';

/** Helpers for the auth tests: register a member through the API and read what the member would. */

export const PASSWORD = 'Secret123';

let n = 0;
export const uniqueEmail = (tag = 'member') =>
  `${tag}.${Date.now()}.${++n}.${randomBytes(2).toString('hex')}@example.com`;

/** A distinct phone number (a phone number opens at most 3 accounts). */
export const uniquePhone = () =>
  `2348${String(Date.now() % 1e5).padStart(5, '0')}${String(++n % 1e4).padStart(4, '0')}`;

/** A distinct client address per call site, so per-IP counters of one test do not spill into another. */
export const clientIp = () => `10.${n % 250}.${(n * 7) % 250}.${randomBytes(1)[0] ?? 1}`;

export async function registerMember(
  t: TestApp,
  patch: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string; token: string; body: Record<string, unknown> }> {
  const email = (patch.email as string | undefined) ?? uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': clientIp() },
    payload: {
      u_first_name: 'Ada Okafor',
      email,
      u_phone: `+${uniquePhone()}`,
      password: PASSWORD,
      u_trust_link: 0,
      ...patch,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    id: body.data.u_id,
    email: email.toLowerCase(),
    password: (patch.password as string | undefined) ?? PASSWORD,
    token: body.data.u_accesstoken,
    body,
  };
}

export const login = (t: TestApp, payload: Record<string, unknown>, ip = clientIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload });

export const getUser = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { accesstoken: token } });

export async function userCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** The token in the newest mail to `email` whose text contains `marker=` (verify, userid, authcode). */
export function tokenFromMail(t: TestApp, email: string, marker: string): string {
  const mail = t.lastMailTo(email);
  const match = mail?.text.match(new RegExp(`[?&]${marker}=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${marker} link in the last mail to ${email}`);
  return match[1];
}
