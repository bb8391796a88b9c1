import { ACCOUNT_LOCKED, AUTH_MESSAGES, USER_LOCKED } from '@trust/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './envelope.ts';
import { readSession } from './session-guard.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * POST calls that only read, so an operator viewing a member may make them; and /logout, which
 * ends the operator's own view-as session.
 */
const VIEW_AS_ALLOWED = new Set([
  '/api/logout',
  '/api/transactions',
  '/api/gettrustmemberbytfp',
  '/api/trustmemberslisting',
  '/api/trustmembers',
  '/api/getchangecard',
  '/api/getupdatedchangecard',
]);

/**
 * Calls that never act on the signed-in account (they name their account by email, token or
 * signature), so a stale view-as token sent along does not matter: the operator's browser must
 * still be able to open the next view-as link.
 */
const SESSION_FREE = new Set([
  '/api/login',
  '/api/register',
  '/api/emailverification',
  '/api/resendemailverification',
  '/api/reset',
  '/api/payments/webhook',
]);

/**
 * Calls that move money or commit the member to paying: payments, card, plan, Save More, cash-out,
 * loan, POP and ETC repayments.
 * A locked member (u_status 3) is refused all of them.
 */
export const MONEY_CALLS = new Set([
  '/api/userplanpayment',
  '/api/submituserpaymentcard',
  '/api/usersubscribedplan',
  '/api/userplanpaymentcallback',
  '/api/userordinaryplansubscribe',
  '/api/userplantransfer',
  '/api/userflexiplanpayment',
  '/api/usermakeupfrontcontribution',
  '/api/usermakeupfrontcontributioncallback',
  '/api/cashout',
  '/api/referalreedem',
  // A GET in the spec, yet it moves earnings into contributions: money, and never allowed in view-as.
  '/api/usermakeupfrontcontributionbyearning',
  '/api/usernonftmplanpaymentbyearning',
  '/api/userftmplanpaymentbyearning',
  '/api/loanrepayement',
  '/api/poprepayement',
  '/api/etcrepayement',
  '/api/repaymentcallback',
  '/api/changecardauthrequest',
  '/api/debitmethod/mandate',
  '/api/userplanchange',
]);

/** Whether a call changes something: any method but GET/HEAD/OPTIONS, except the read-only POSTs. */
function isMutating(method: string, url: string): boolean {
  return !SAFE_METHODS.has(method) && !VIEW_AS_ALLOWED.has(url) && !SESSION_FREE.has(url);
}

/**
 * The rules that depend on who is signed in, checked in one place for every route, before the body
 * is validated (so the answer is the same whatever was sent) and before any handler runs:
 * - an operator's view-as session (login type admin_login) is read-only: every changing call is 403;
 * - a locked member (u_status 3) is refused every money call with the spec's locked text.
 * The session read here is kept on the request, so requireMember does not read it again.
 * The check is attached when a route is registered, to the routes it can refuse only, before the
 * route's own checks (requireRole): a read runs no hook for it.
 */
export function registerSessionRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const money = MONEY_CALLS.has(url);
    // The route's methods that change something, known when it is registered.
    const changing = new Set([route.method].flat().filter((method) => isMutating(method, url)));
    if (!money && changing.size === 0) return;
    const rule = async (request: FastifyRequest) => {
      const mutating = changing.has(request.method);
      if (!mutating && !money) return;
      const signedIn = await readSession(request);
      // Without a valid session the route's own guard decides (401 "100", or a public call).
      if (!signedIn) return;
      if (signedIn.loginType === 'admin_login') throw forbidden(AUTH_MESSAGES.viewAsOnly);
      if (signedIn.status === USER_LOCKED && money) throw forbidden(ACCOUNT_LOCKED);
      request.member = signedIn;
    };
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [rule, ...own];
  });
}
