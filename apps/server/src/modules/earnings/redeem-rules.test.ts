import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payouts } from '../../db/schema/index.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { ANOTHER_AMOUNT, earningsWorld } from '../../test/earnings.ts';

/**
 * The money rules of redeeming earnings one by one: the limits and the bank details asked for, what is
 * posted, kept and told, the code, and the same request again. Two redemptions at once:
 * earnings-races.test.ts.
 */

const w = earningsWorld();
const { earn, earner, call, redeem, entriesOf, earnings: held } = w;

const NO_BANK =
  'Add your bank details in your profile to redeem your earnings: we send them to your bank account.';

describe(`earnings rules (${testDatabaseKind()})`, () => {
  describe('redeeming earnings', () => {
    it('refuses more than N100,000 at once without a checked ID, naming the limit, and moves nothing', async () => {
      const m = await earner(150_000, { bank: true });
      const r = await redeem(m, { redeem_amount: 100_001 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(
        'Without a checked ID at most ₦100,000 can be paid out at once. Upload your ID on your profile page to take out more.',
      );
      expect(r.json().data).toMatchObject({ field: 'redeem_amount', tier: 'none' });
      expect(await held(m.userId)).toBe(15_000_000n);
      expect(await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);
    });

    it('refuses a member missing any one of the bank name, the account number or the holder’s name', async () => {
      for (const missing of [{ bankName: null }, { accountNumber: null }, { accountHolderName: null }]) {
        const m = await earner(6000, { bank: true, user: missing });
        const r = await redeem(m, { redeem_amount: 5000 });
        expect(r.statusCode, JSON.stringify(missing)).toBe(400);
        expect(r.json().message).toBe(NO_BANK);
        expect(await held(m.userId)).toBe(600_000n);
      }
    });

    it('names the bank in the entry, keeps the bank code on the payout and tells the member', async () => {
      const m = await earner(9000, {
        bank: true,
        user: { bankCode: '058', accountNumber: '0123456789' },
      });
      const r = await redeem(m, { redeem_amount: 6000 });
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({
        redeem_amount: 6000,
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
        redeemable: 3000,
      });
      const [entry] = await entriesOf(m.userId, 'redemption');
      expect(entry?.description).toBe('Earnings redeemed to your Guaranty Trust Bank account ending 6789');
      const [payout] = await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
      expect(payout).toMatchObject({
        kind: 'redemption',
        amountKobo: 600_000n,
        bankName: 'Guaranty Trust Bank',
        accountNumber: '0123456789',
        bankCode: '058',
        createdAt: w.t.clock.now(),
      });
      expect(payout?.reference).toMatch(new RegExp(`^redemption:${m.userId}:`));
      const told = await w.t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, m.userId));
      expect(told.map((n) => [n.subject, n.message, n.dedupeKey])).toEqual([
        [
          'Earnings redeemed',
          '₦6,000 of your earnings will be sent to your Guaranty Trust Bank account ending 6789 once an operator of the fund sends it.',
          `redemption:${payout?.id}`,
        ],
      ]);
    });

    it('asks for the code unless the request is a retry of one recorded', async () => {
      const m = await earner(8000, { bank: true });
      for (const payload of [
        { redeem_amount: 5000 },
        { redeem_amount: 5000, request_id: '0e1d2c3b-4a59-4876-9a5b-4c3d2e1f0a9b' },
      ]) {
        const r = await call(m, 'POST', '/referalreedem', payload);
        expect(r.statusCode).toBe(400);
        expect(r.json().data).toMatchObject({ field: 'code', code_required: true });
      }
      expect(await held(m.userId)).toBe(800_000n);
      expect(await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);
    });

    it('names what can be redeemed when a member holding exactly N5,000 asks for more', async () => {
      const m = await earner(5000, { bank: true });
      const r = await redeem(m, { redeem_amount: 6000 });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('You can redeem at most ₦5,000, the earnings you hold now.');
    });

    it('answers a retry of a redemption that took every naira with its payout, not the minimum', async () => {
      const m = await earner(5000, { bank: true });
      const request_id = '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918';
      const first = await redeem(m, { redeem_amount: 5000, request_id });
      expect(first.statusCode).toBe(200);
      const again = await call(m, 'POST', '/referalreedem', { redeem_amount: 5000, request_id });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({ payout_id: first.json().data.payout_id, redeemable: 0 });
      const other = await call(m, 'POST', '/referalreedem', { redeem_amount: 6000, request_id });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(ANOTHER_AMOUNT);
    });

    it('answers a retry of the same request with its payout and what is left, and refuses it for another amount', async () => {
      const m = await earner(12_000, { bank: true });
      const request_id = '5d0a3c5e-1b9e-4f7a-8a59-7c1d2e3f4a5b';
      const first = await redeem(m, { redeem_amount: 5000, request_id });
      expect(first.statusCode).toBe(200);
      // A later earning shows in the retry's answer: it reads what is held now.
      await earn(m, 1000);
      const again = await call(m, 'POST', '/referalreedem', { redeem_amount: 5000, request_id });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toMatchObject({
        payout_id: first.json().data.payout_id,
        redeem_amount: 5000,
        redeemable: 8000,
      });
      const other = await call(m, 'POST', '/referalreedem', { redeem_amount: 6000, request_id });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe(ANOTHER_AMOUNT);
      expect(await held(m.userId)).toBe(800_000n);
    });
  });
});
