import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, memberAccount, post } from '../ledger/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createMember, type TestMember } from '../test/members.ts';
import { countRoundTrips } from '../test/round-trips.ts';

/**
 * The regression guard of the member reads' cost: how many statements each read sends to the
 * database, the session lookup included. Each read's ceiling is what it takes today; the goal for
 * every one is 2 (docs/benchmarks.md). Lower a ceiling when a read gets cheaper, never raise it.
 */
const READS = [
  { name: 'dashboard', method: 'GET', url: '/api/userdashboard', most: 2 },
  { name: 'user', method: 'GET', url: '/api/user', most: 2 },
  { name: 'contributions', method: 'GET', url: '/api/getusercontribution', most: 2 },
  {
    name: 'transactions page',
    method: 'POST',
    url: '/api/transactions',
    payload: { trans_type: 'contribution', offset: 1, count: 10 },
    most: 2,
  },
  {
    name: 'transactions page, loan tab (what was lent read with the page)',
    method: 'POST',
    url: '/api/transactions',
    payload: { trans_type: 'loan', offset: 1, count: 10 },
    most: 2,
  },
  { name: 'trust wallet', method: 'GET', url: '/api/usertrustwallet', most: 2 },
  { name: 'notifications', method: 'GET', url: '/api/usenotificationlist?page=1', most: 2 },
] as const;

let t: TestApp;
let member: TestMember;
let counter: ReturnType<typeof countRoundTrips>;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, { plan: 'SILVER', bank: true });
  // A history to read: with no ledger account a read could answer without asking for its page.
  for (let week = 1; week <= 3; week++) {
    await t.database.db.transaction((tx) =>
      post(tx, {
        key: `round-trips:${week}`,
        kind: 'contribution',
        memberId: member.userId,
        description: 'Weekly contribution',
        at: new Date(Date.UTC(2026, 0, week * 7)),
        lines: [
          { account: ACCOUNTS.providerClearing, amount: 500_000n },
          { account: memberAccount(member.userId, 'contributions'), amount: -500_000n },
        ],
      }),
    );
  }
  await t.database.db.transaction((tx) =>
    post(tx, {
      key: 'round-trips:loan',
      kind: 'loan',
      memberId: member.userId,
      description: 'Loan paid out',
      at: new Date(Date.UTC(2026, 0, 30)),
      lines: [
        { account: memberAccount(member.userId, 'loan'), amount: 2_000_000n },
        { account: ACCOUNTS.bank, amount: -2_000_000n },
      ],
    }),
  );
  counter = countRoundTrips(t.database);
});
afterAll(async () => {
  counter.restore();
  await t.close();
});

describe('database round trips of the member reads (session lookup included)', () => {
  for (const read of READS) {
    it(`${read.name} takes at most ${read.most}`, async () => {
      const call = () =>
        t.app.inject({
          method: read.method,
          url: read.url,
          headers: member.headers,
          ...('payload' in read ? { payload: read.payload } : {}),
        });
      // The first call may refresh the session's last use (at most once a minute): not the steady cost.
      expect((await call()).statusCode).toBe(200);
      let status = 0;
      const n = await counter.during(async () => {
        status = (await call()).statusCode;
      });
      expect(status).toBe(200);
      console.log(`${read.name}: ${n} statements`);
      expect(n).toBeLessThanOrEqual(read.most);
    });
  }
});
