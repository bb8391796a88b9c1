/**
 * What to do after an error, said under the server's message in the 'Error!' pop-up (part 1 section 8
 * shows the message alone, which left members with "Error!" and no way on). Chosen by what the answer
 * says happened — its HTTP status — so it is never a guess about the message's words:
 * - 0, no answer: the connection (check it, try again);
 * - 400/422, the input: correct what the message names;
 * - 401, the session ended: sign in again;
 * - 402, a payment declined: try again or another card;
 * - 403, not allowed: Customer Care can say why (an operator: an admin can change the role);
 * - 404, not found: it may be gone, go back;
 * - 409, something changed meanwhile: reload to see where things stand;
 * - 429, too many tries: wait a minute;
 * - 5xx, our side or a provider's: Customer Care if it keeps happening (an operator: the fund's
 *   technical team). The server's 5xx messages already say to try again, so this does not repeat it.
 *
 * The console's operators are the fund itself: sending them to Customer Care, or telling them the
 * problem is "not yours", would point them at their own colleagues for a server fault.
 */
export interface NextStep {
  text: string;
  /** The button that takes the step, when one helps: sign in, reload the page, or Customer Care. */
  action?: { label: string; kind: 'sign-in' | 'reload' | 'support' };
}

/** Who reads the pop-up: a member (or visitor) in the member area and public site, or an operator in the console. */
export type Audience = 'member' | 'operator';

const CONSOLE_PREFIX = '/admin';

/** The console's pages are under /admin; every other page is read by members and visitors. */
export const audienceAt = (pathname: string): Audience =>
  pathname === CONSOLE_PREFIX || pathname.startsWith(`${CONSOLE_PREFIX}/`) ? 'operator' : 'member';

export function errorNextStep(status: number | undefined, audience: Audience = 'member'): NextStep | null {
  if (status === undefined) return null;
  if (status === 0) {
    return {
      text: 'We could not reach the fund. Check your internet connection, then try again.',
      action: { label: 'Reload the page', kind: 'reload' },
    };
  }
  if (status === 400 || status === 422) return { text: 'Correct what the message names, then try again.' };
  if (status === 401) {
    return {
      text: 'Your session has ended. Sign in again to continue.',
      action: { label: 'Sign in again', kind: 'sign-in' },
    };
  }
  if (status === 402) return { text: 'Try again, or pay with another card.' };
  if (status === 403) {
    if (audience === 'operator') {
      return { text: 'Your role does not allow this. An admin can change your role under Staff.' };
    }
    return {
      text: 'If you think you should be able to do this, Customer Care can tell you why.',
      action: { label: 'Contact Customer Care', kind: 'support' },
    };
  }
  if (status === 404) return { text: 'It may have been removed or changed. Go back and try again.' };
  if (status === 409) {
    return {
      text: 'Something changed in the meantime. Reload the page to see where things stand.',
      action: { label: 'Reload the page', kind: 'reload' },
    };
  }
  if (status === 429) return { text: 'Too many tries in a short time. Wait a minute, then try again.' };
  if (status >= 500) {
    if (audience === 'operator') {
      return {
        text: 'The fault is in the server or a service it uses, not in what you entered. If it keeps happening, tell the fund’s technical team the time and what you were doing.',
      };
    }
    return {
      text: 'The problem is on our side, not yours. If it keeps happening, contact Customer Care.',
      action: { label: 'Contact Customer Care', kind: 'support' },
    };
  }
  return null;
}
