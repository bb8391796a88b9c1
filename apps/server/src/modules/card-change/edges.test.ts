import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debitMandates, notifications, payments } from '../../db/schema/index.ts';
import { GatewayError, type PaymentGateway } from '../../gateways/index.ts';
import { SANDBOX_CARDS, SANDBOX_OTP } from '../../gateways/sandbox/sandbox-gateway.ts';
import { cardChangesOf, cardForm, cardMember, PLAIN_CARD, sendCardOtp } from '../../test/card-change.ts';
import { joiningTestApp, webhooksDelivered } from '../../test/joining.ts';

// The edges of a card change: what a waiting change shows, two members at once, the provider down,
// and provider answers the sandbox never gives (stood in for by replacing one gateway call).
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const card = (number: string) => cardForm(number);
const member = () => cardMember(t);
const changesOf = (userId: number) => cardChangesOf(t, userId);
const sendOtp = sendCardOtp;

/** Runs `body` with one gateway call replaced, then puts the real one back. */
async function withGateway<K extends keyof PaymentGateway>(
  name: K,
  stand: PaymentGateway[K],
  body: () => Promise<void>,
) {
  const gateway = t.app.deps.gateway;
  const real = gateway[name];
  gateway[name] = stand;
  try {
    await body();
  } finally {
    gateway[name] = real;
  }
}

describe('card change edges', () => {
  it('two members at once, both waiting for a code: each sees their own change checking, replacing a card only when one is on file', async () => {
    const withCard = await member();
    const without = await member();
    await withCard.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
    const [a, b] = await Promise.all([
      withCard.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp)),
      without.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp)),
    ]);
    const started = [a.json().data, b.json().data];
    for (const [m, s, replaced] of [
      [withCard, started[0], true],
      [without, started[1], false],
    ] as const) {
      expect((await m.call('POST', '/getchangecard')).json().data).toEqual({
        reference: s.reference,
        state: 'checking',
        message: 'Waiting for your bank to confirm the card',
        card: null,
        replaced,
        verification_amount: 100,
        refund_status: null,
        started_at: expect.any(String),
        flwRef: s.flwRef,
      });
    }
  });

  it("once the code is right the change shows no flwRef, and the member is told 'Card changed'", async () => {
    const m = await member();
    const { flwRef, reference } = (
      await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp))
    ).json().data;
    expect((await sendOtp(m, flwRef, SANDBOX_OTP)).statusCode).toBe(200);
    await webhooksDelivered(t);
    const done = (await m.call('POST', '/getupdatedchangecard', { reference })).json().data;
    expect(done).toMatchObject({ state: 'changed', message: 'Card added', flwRef: null });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(told.filter((n) => n.key === 'card_changed').map((n) => n.subject)).toEqual(['Card changed']);
  });

  it('shows a refund asked for but not answered yet as pending', async () => {
    const m = await member();
    const { reference } = (await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD))).json().data;
    await webhooksDelivered(t);
    // As another path leaves it while it waits for the provider's answer to the refund.
    await t.database.db
      .update(payments)
      .set({ refundStatus: null, refundRequestedAt: new Date() })
      .where(eq(payments.reference, reference));
    expect((await m.call('POST', '/getupdatedchangecard', { reference })).json().data.refund_status).toBe(
      'pending',
    );
  });

  it('answers 502 when the provider is down at the start, and records the change failed', async () => {
    const m = await member();
    await withGateway(
      'chargeCard',
      async () => {
        // Not even an Error: the words recorded are ours.
        throw 'socket hang up';
      },
      async () => {
        expect((await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD))).statusCode).toBe(502);
      },
    );
    expect(await changesOf(m.userId)).toMatchObject([{ status: 'failed', failureReason: 'Provider error' }]);
  });

  it('answers 502 when the provider cannot be asked about a change, and leaves it waiting', async () => {
    const m = await member();
    const { reference } = (await m.call('POST', '/changecardauthrequest', card(SANDBOX_CARDS.otp))).json()
      .data;
    await withGateway(
      'verify',
      async () => {
        throw new GatewayError('provider down');
      },
      async () => {
        expect((await m.call('POST', '/updatechangecard', { change_card: reference })).statusCode).toBe(502);
      },
    );
    // A fault of ours is not the provider being down.
    await withGateway(
      'verify',
      async () => {
        throw new Error('a bug of ours');
      },
      async () => {
        expect((await m.call('POST', '/updatechangecard', { change_card: reference })).statusCode).toBe(500);
      },
    );
    expect((await m.call('POST', '/getchangecard')).json().data).toMatchObject({
      reference,
      state: 'checking',
    });
  });

  it.each([
    ['declined', 'Do not honour'],
    ['wrong-otp', 'Invalid OTP'],
  ] as const)(
    "fails the change at once when the provider's charge answers %s, with its reason",
    async (kind, message) => {
      const m = await member();
      await withGateway(
        'chargeCard',
        async () => ({ kind, message }),
        async () => {
          const res = await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({
            message: 'your transaction failed, please try again later',
            data: { reason: message },
          });
        },
      );
      expect(await changesOf(m.userId)).toMatchObject([{ status: 'failed', failureReason: message }]);
    },
  );

  it('fails the change when the charge answers success but the provider then finds no payment', async () => {
    const m = await member();
    await withGateway(
      'chargeCard',
      async () => ({ kind: 'success' }),
      async () => {
        const res = await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'your transaction failed, please try again later',
          data: { reason: 'Transaction not found' },
        });
      },
    );
    expect((await m.call('GET', '/getuserpaymentcard')).json().data.card).toBeNull();
  });

  it('tells the provider to deactivate the bank-account mandate the new card replaces', async () => {
    const m = await member();
    await t.database.db.insert(debitMandates).values({
      userId: m.userId,
      gateway: 'sandbox',
      reference: `dd-card-change-${m.userId}`,
      status: 'active',
      authorizationCode: `AUTH_mandate_${m.userId}`,
      bankName: 'Guaranty Trust Bank',
      accountLast4: '6789',
      createdAt: t.clock.now(),
    });
    const deactivated: string[] = [];
    await withGateway(
      'deactivateAuthorization',
      async (code: string) => {
        deactivated.push(code);
        return { message: 'Authorization has been deactivated' };
      },
      async () => {
        expect((await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD))).statusCode).toBe(200);
        await webhooksDelivered(t);
      },
    );
    expect(deactivated).toEqual([`AUTH_mandate_${m.userId}`]);
    const [after] = await t.database.db
      .select()
      .from(debitMandates)
      .where(eq(debitMandates.userId, m.userId));
    expect(after).toMatchObject({ status: 'ended', deactivatedAt: expect.any(Date) });
  });

  it('tells the member their card changed without digits when the provider sends no last four', async () => {
    const m = await member();
    await withGateway(
      'chargeCard',
      async () => ({ kind: 'success' }),
      () =>
        withGateway(
          'verify',
          async (reference: string) => ({
            reference,
            status: 'success',
            amountKobo: 10_000n,
            currency: 'NGN',
            message: 'Approved',
            authorization: {
              code: `AUTH_nolast4_${m.userId}`,
              last4: '',
              brand: 'visa',
              expMonth: '12',
              expYear: '30',
              reusable: true,
            },
          }),
          async () => {
            expect((await m.call('POST', '/changecardauthrequest', card(PLAIN_CARD))).statusCode).toBe(200);
          },
        ),
    );
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(told.filter((n) => n.key === 'card_changed').map((n) => n.message)).toEqual([
      'Your weekly contributions will now be charged to your card.',
    ]);
  });
});
