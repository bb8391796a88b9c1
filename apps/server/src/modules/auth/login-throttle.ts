import type { limitsFor, RateLimiter } from './rate-limit.ts';

const MINUTE = 60_000;
/** The first wait once an account's free failures are used up; each further failure doubles it. */
const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60 * MINUTE;
/** How long an address the member signed in from counts as the member's own. */
const KNOWN_ADDRESS_MS = 90 * 24 * 60 * MINUTE;

const DELAY = 'login-acct-wait';
const KNOWN = 'login-known';

/**
 * Wrong passwords slow the guesser, never lock the owner out (docs/domain-rules.md "Security rules").
 * - Per account and client address: 5 failures in 15 minutes stop that address for that account.
 *   Someone guessing from one address does not stop the owner signing in from another.
 * - Per account over all addresses: after 10 failures in 24 hours each further failure makes the next
 *   attempt wait longer (2 s, 4 s, 8 s … at most an hour), so guessing from many addresses stays slow.
 *   An address the account signed in from within 90 days is not made to wait (it is the owner's
 *   phone or home), only the per-address limit applies to it.
 * Unknown emails are counted the same way, so the answers give no hint which accounts exist.
 */
export class LoginThrottle {
  readonly limiter: RateLimiter;
  readonly limits: ReturnType<typeof limitsFor>;
  constructor(limiter: RateLimiter, limits: ReturnType<typeof limitsFor>) {
    this.limiter = limiter;
    this.limits = limits;
  }

  private pair = (email: string, ip: string) => `${email}|${ip}`;

  /** Throws 429 when this address, or (for an address the account never used) the account, must wait. */
  async before(email: string, ip: string): Promise<void> {
    await this.limiter.check(this.limits.failedLogins, this.pair(email, ip));
    if (await this.limiter.remembers(KNOWN, this.pair(email, ip))) return;
    await this.limiter.waitUntil(DELAY, email);
  }

  async failed(email: string, ip: string): Promise<void> {
    await this.limiter.fail(this.limits.failedLogins, this.pair(email, ip));
    const limit = this.limits.failedLoginsPerAccount;
    const failures = await this.limiter.count(limit, email);
    const beyond = failures - limit.max;
    if (beyond <= 0) return;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyond - 1, 30), MAX_DELAY_MS);
    await this.limiter.holdUntil(DELAY, email, this.limiter.clock.now().getTime() + delay);
  }

  /**
   * The password was right: this address's failures are forgotten and it is remembered as the
   * owner's. The account's count is kept, so the owner signing in does not reset a guesser's wait.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.limiter.clear(this.limits.failedLogins, this.pair(email, ip));
    await this.limiter.remember(KNOWN, this.pair(email, ip), KNOWN_ADDRESS_MS);
  }
}
