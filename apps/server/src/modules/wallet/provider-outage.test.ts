import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { lendTo } from '../../test/ledger.ts';
import { createMember, type TestMember } from '../../test/members.ts';

const SECRET = 'sk_test_wallet_outage';
const UNREACHABLE = 'The payment provider could not be reached. Please try again.';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
});
afterAll(() => t.close());

const repay = (m: TestMember, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/loanrepayement', headers: m.headers, payload });

describe('repaying while the payment provider cannot be reached', () => {
  it('answers 502 with a plain message: the started repayment stays open, a new one fails, nothing posts', async () => {
    const m = await createMember(t, { plan: 'GOLD' });
    await lendTo(t, m.userId, 'loan', 1_000_000n, `outage-loan:${m.userId}`);
    const started = await repay(m, { loan_amount: 2_000 });
    expect(started.statusCode, started.body).toBe(200);
    const { reference } = started.json().data;
    await t.fake.close();

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/repaymentcallback',
      headers: m.headers,
      payload: { reference },
    });
    expect(back.statusCode).toBe(502);
    expect(back.json().message).toBe('your transaction failed, please try again later');
    const [open] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(open?.status).toBe('pending');

    const again = await repay(m, { loan_amount: 3_000 });
    expect(again.statusCode).toBe(502);
    expect(again.json().message).toBe(UNREACHABLE);
    expect((await memberBalances(t.database.db, m.userId)).loan).toBe(1_000_000n);
  });
});
