/** What the login page's query asks for (part 1 section 4 "Email-link logins", section 6). */
export type LinkAction =
  | { kind: 'verify'; email: string; authcode: string }
  | { kind: 'link-login'; email: string; authcode: string; type: 'admin' | 'admin_login' }
  | null;

export function linkActionFrom(search: string): LinkAction {
  const q = new URLSearchParams(search);
  const email = q.get('email')?.trim() ?? '';
  const verify = q.get('verify');
  if (verify && email) return { kind: 'verify', email, authcode: verify };
  const type = q.get('type');
  const authcode = q.get('authcode');
  if ((type === 'admin' || type === 'admin_login') && authcode && email)
    return { kind: 'link-login', email, authcode, type };
  return null;
}
