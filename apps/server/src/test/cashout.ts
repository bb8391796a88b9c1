import { cycleDates } from '../modules/contributions/schedule.ts';
import type { TestApp } from './app.ts';
import { postToMember } from './ledger.ts';
import { createMember, type MemberOptions, signIn } from './members.ts';
import { issueCode } from './money-out.ts';
import type { ScriptedGateway } from './scripted-gateway.ts';

/** The cash-out tests' members and their request (cycle/cashout*.test.ts). */
export function cashoutWorld(t: TestApp, gateway: ScriptedGateway) {
  let seq = 0;
  return {
    /**
     * A SILVER member with bank details (fee N3,000; or the plan and duration in `opts`) started at
     * `start` with `saved` kobo of contributions in the ledger.
     */
    async member(start: Date, saved: bigint, opts: Partial<MemberOptions> = {}) {
      const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start, bank: true, ...opts });
      if (saved > 0n)
        await postToMember(
          t,
          m.userId,
          'contribution',
          saved,
          `test-contributions-${m.userId}-${++seq}`,
          start,
        );
      return { ...m, dates: cycleDates(start, opts.durationMonths ?? 12) };
    },
    /** POST /cashout as the member, with their money-out code. */
    async cashout(userId: number, amount: unknown) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cashout',
        headers: await signIn(t.database.db, userId, t.clock.now()),
        payload: { cashout_amount: amount, code: await issueCode(t, userId, 'cashout') },
      });
      return { code: res.statusCode, body: res.json() };
    },
  };
}
