import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNairaNumber } from '../money.ts';
import { CONTRIBUTION_MESSAGES, saveMoreBodySchema } from './contributions.ts';
import { cashoutBody } from './cycle.ts';
import { AMOUNT_DECIMALS_MESSAGE, MAX_AMOUNT_KOBO, nairaAmountField } from './fields.ts';
import { flexiPaymentBodySchema, PLAN_MESSAGES } from './plans.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

const field = nairaAmountField({
  required: 'Enter the amount',
  positive: 'The amount must be above zero',
  tooLarge: 'The amount is too large',
});

describe('a naira amount in a request is read as exact kobo', () => {
  it.each([
    ['1000.10', 100_010n],
    [1000.1, 100_010n],
    [0.29, 29n],
    ['0.29', 29n],
    [19.99, 1_999n],
    [1500.05, 150_005n],
    [' 42 ', 4_200n],
    ['₦1,500.50', 150_050n],
    [0.01, 1n],
  ])('%j -> %s kobo', (input, kobo) => {
    expect(field.parse(input)).toBe(kobo);
  });

  it('reads every amount the API could send back to the kobo it came from', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT_KOBO }), (kobo) => {
        expect(field.parse(toNairaNumber(kobo))).toBe(kobo);
        expect(field.parse(String(toNairaNumber(kobo)))).toBe(kobo);
      }),
    );
  });

  it.each([
    ['1.005', AMOUNT_DECIMALS_MESSAGE],
    [1.005, AMOUNT_DECIMALS_MESSAGE],
    [0.1 + 0.2, AMOUNT_DECIMALS_MESSAGE],
    [1e-7, AMOUNT_DECIMALS_MESSAGE],
    [undefined, 'Enter the amount'],
    [null, 'Enter the amount'],
    [true, 'Enter the amount'],
    ['', 'Enter the amount'],
    ['abc', 'Enter the amount'],
    ['0x10', 'Enter the amount'],
    [0, 'The amount must be above zero'],
    ['-5', 'The amount must be above zero'],
    [-0.01, 'The amount must be above zero'],
    [1_000_000_000_000.01, 'The amount is too large'],
    ['99999999999999999999', 'The amount is too large'],
    [1e21, 'The amount is too large'],
    [1e308, 'The amount is too large'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(firstError(field.safeParse(input))).toBe(message);
  });

  it('accepts the largest amount, N1 trillion', () => {
    expect(field.parse(1_000_000_000_000)).toBe(MAX_AMOUNT_KOBO);
  });
});

describe('the request bodies that carry money', () => {
  it("cash-out: kobo out, the spec's messages kept", () => {
    expect(cashoutBody.parse({ cashout_amount: 50000.5 })).toEqual({ cashout_amount: 5_000_050n });
    expect(firstError(cashoutBody.safeParse({}))).toBe('Enter the cashout amount');
    expect(firstError(cashoutBody.safeParse({ cashout_amount: 0 }))).toBe(
      'Contribution amount should be greater than zero',
    );
    expect(firstError(cashoutBody.safeParse({ cashout_amount: 1e21 }))).toBe(
      'The cashout amount is too large',
    );
    expect(firstError(cashoutBody.safeParse({ cashout_amount: 10000.001 }))).toBe(AMOUNT_DECIMALS_MESSAGE);
  });

  it("Save More: kobo out, N1,000,000 at most, the spec's messages kept", () => {
    expect(saveMoreBodySchema.parse({ con_week: 3, con_amount: 3000 }).con_amount).toBe(300_000n);
    expect(saveMoreBodySchema.parse({ con_week: 100, con_amount: '1000000' }).con_amount).toBe(100_000_000n);
    const refusal = (con_amount: unknown) =>
      firstError(saveMoreBodySchema.safeParse({ con_week: 1, con_amount }));
    expect(refusal(1_000_000.01)).toBe(CONTRIBUTION_MESSAGES.overLimit);
    expect(refusal(1e21)).toBe(CONTRIBUTION_MESSAGES.overLimit);
    expect(refusal(0)).toBe(CONTRIBUTION_MESSAGES.amountZero);
    expect(refusal(-2000)).toBe(CONTRIBUTION_MESSAGES.amountZero);
    expect(refusal(undefined)).toBe(CONTRIBUTION_MESSAGES.amountZero);
  });

  it('FLEXI: whole naira as digits, compared with the minimum and the caps in kobo', () => {
    const flexi = (con_amount: unknown, pf_pl_text = 'Weekly') =>
      flexiPaymentBodySchema.safeParse({
        flexi_type: 1,
        planid: 2,
        con_amount,
        pf_pl_text,
        pf_pl_duration: 3,
      });
    expect(flexi('1000').data?.con_amount).toBe(100_000n);
    expect(flexi(200).data?.con_amount).toBe(20_000n);
    expect(flexi('10000', 'Daily').data?.con_amount).toBe(1_000_000n);
    expect(firstError(flexi('10001', 'Daily'))).toBe(PLAN_MESSAGES.amountTooLarge('Daily'));
    expect(firstError(flexi('199'))).toBe(PLAN_MESSAGES.amountTooSmall);
    expect(firstError(flexi('0'))).toBe(PLAN_MESSAGES.amountTooSmall);
    expect(firstError(flexi('500.50'))).toBe(PLAN_MESSAGES.mustBeNumber);
    expect(firstError(flexi(500.5))).toBe(PLAN_MESSAGES.mustBeNumber);
    expect(firstError(flexi(-500))).toBe(PLAN_MESSAGES.mustBeNumber);
    expect(firstError(flexi('1,000'))).toBe(PLAN_MESSAGES.mustBeNumber);
    expect(firstError(flexi(''))).toBe(PLAN_MESSAGES.amountRequired);
    // A refused amount is reported once: the caps are not compared with a value that was not read.
    expect(flexi('12a').error?.issues).toHaveLength(1);
  });
});
