import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { SANDBOX_CARDS, SANDBOX_OTP } from '../../gateways/sandbox/sandbox-gateway.ts';
import { memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, webhooksDelivered } from '../../test/joining.ts';
import { type Member, newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

async function otpCharge(m: Member) {
  const res = await m.call('POST', '/submituserpaymentcard', {
    card_name: 'Ada Okafor',
    card_number: SANDBOX_CARDS.otp,
    card_exp: '12/30',
    card_cvv: '408',
    card_pin: '1234',
    card_process: 1,
    payment_type: 1,
    fromWeb: 1,
    payment_data: await t.planId('SILVER'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { flwRef: string; otp_attempts_left: number; can_resend: boolean };
}
const sendOtp = (m: Member, flwRef: string, otp: string) =>
  m.call('POST', '/submituserpaymentcard', { card_process: 2, payment_type: 2, flwRef, otp });

describe('typing the OTP again (3 tries for one charge)', () => {
  it('lets a member correct a wrong code, saying how many tries are left, and buys the plan', async () => {
    const m = await newMember(t);
    const charge = await otpCharge(m);
    expect(charge).toMatchObject({ otp_attempts_left: 3, can_resend: true });
    const first = await sendOtp(m, charge.flwRef, '111111');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      status: 'error',
      message: 'Invalid OTP. You have 2 tries left.',
      data: { otp_attempts_left: 2, can_resend: true },
    });
    const second = await sendOtp(m, charge.flwRef, '222222');
    expect(second.json()).toMatchObject({
      message: 'Invalid OTP. You have 1 try left.',
      data: { otp_attempts_left: 1 },
    });
    const right = await sendOtp(m, charge.flwRef, SANDBOX_OTP);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.user.u_plan_name).toBe('SILVER');
    await webhooksDelivered(t);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(100_000n);
  });

  it('after the third wrong code fails the charge and sends the member back to the card, even with the right code', async () => {
    const m = await newMember(t);
    const charge = await otpCharge(m);
    for (const code of ['111111', '222222'])
      expect((await sendOtp(m, charge.flwRef, code)).statusCode).toBe(400);
    const third = await sendOtp(m, charge.flwRef, '333333');
    expect(third.json()).toMatchObject({
      message: 'Invalid OTP. You have used all 3 tries for this code. Please enter your card details again.',
      data: { otp_attempts_left: 0, can_resend: false },
    });
    const late = await sendOtp(m, charge.flwRef, SANDBOX_OTP);
    expect(late.statusCode).toBe(400);
    expect(late.json().data).toMatchObject({ otp_attempts_left: 0 });
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows.find((p) => p.purpose === 'card-setup')).toMatchObject({
      status: 'failed',
      otpAttempts: 3,
      failureReason:
        'Invalid OTP. You have used all 3 tries for this code. Please enter your card details again.',
    });
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(0n);
  });

  it('counts parallel guesses: eight at once get at most 3 answers from the provider', async () => {
    const m = await newMember(t);
    const charge = await otpCharge(m);
    const sandbox = sandboxOf(t.app.deps.gateway);
    if (!sandbox) throw new Error('the tests run on the sandbox gateway');
    const submit = sandbox.submitOtp.bind(sandbox);
    let asked = 0;
    // The provider answers slowly, so every guess is counted before the first answer comes back.
    sandbox.submitOtp = async (input) => {
      asked += 1;
      await new Promise((r) => setTimeout(r, 300));
      return submit(input);
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendOtp(m, charge.flwRef, String(900000 + i))),
    );
    sandbox.submitOtp = submit;
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    expect(asked).toBe(3);
    expect(answers.filter((a) => / left\.$/.test(a.json().message))).toHaveLength(2);
  });

  it('sends the code again where the provider offers it, and refuses for a charge no longer waiting', async () => {
    const m = await newMember(t);
    const charge = await otpCharge(m);
    await sendOtp(m, charge.flwRef, '111111');
    const resent = await m.call('POST', '/resendcardotp', { flwRef: charge.flwRef });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ data: { otp_attempts_left: 2 } });
    expect(resent.json().message).toMatch(/new OTP was sent/);
    expect((await sendOtp(m, charge.flwRef, SANDBOX_OTP)).statusCode).toBe(200);
    const after = await m.call('POST', '/resendcardotp', { flwRef: charge.flwRef });
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(
      'This payment is no longer waiting for a code. Please enter your card details again.',
    );
    const other = await newMember(t);
    expect((await other.call('POST', '/resendcardotp', { flwRef: charge.flwRef })).statusCode).toBe(404);
    expect((await m.call('POST', '/resendcardotp', {})).json().message).toBe('Missing OTP reference');
  });
});
