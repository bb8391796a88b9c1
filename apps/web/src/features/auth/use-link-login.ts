import { useEffect, useRef, useState } from 'react';
import { ApiCallError } from '../../lib/api-client.ts';
import type { SessionUser } from '../../lib/session.ts';
import { verifyEmail } from './api/email-verification.ts';
import { login } from './api/login.ts';
import type { LinkAction } from './link-action.ts';

export type LinkState =
  | { status: 'idle' }
  | { status: 'working'; action: NonNullable<LinkAction> }
  | { status: 'verified'; message: string; email: string }
  | { status: 'signed-in'; user: SessionUser; type: 'admin' | 'admin_login' }
  | { status: 'failed'; message: string; email: string; resend: boolean };

// A link's token works once: remember the ones already sent, so a re-render never spends one twice.
const spent = new Set<string>();

/** Runs the query-driven action of the login page once: verify the email, or sign in with a link. */
export function useLinkLogin(action: LinkAction): LinkState {
  const [state, setState] = useState<LinkState>(() =>
    action ? { status: 'working', action } : { status: 'idle' },
  );
  const started = useRef(false);
  useEffect(() => {
    if (!action || started.current || spent.has(action.authcode)) return;
    started.current = true;
    spent.add(action.authcode);
    const fail = (e: unknown) => {
      const err = e instanceof ApiCallError ? e : null;
      setState({
        status: 'failed',
        message: err?.message ?? 'Something went wrong. Please try again.',
        email: action.email,
        resend: Boolean((err?.data as { resend?: boolean } | null)?.resend),
      });
    };
    if (action.kind === 'verify') {
      verifyEmail({ email: action.email, authcode: action.authcode }).then(
        (r) => setState({ status: 'verified', message: r.message, email: action.email }),
        fail,
      );
    } else {
      login({ email: action.email, authcode: action.authcode, type: action.type, device_type: 'web' }).then(
        (r) => setState({ status: 'signed-in', user: r.data, type: action.type }),
        fail,
      );
    }
  }, [action]);
  return state;
}
