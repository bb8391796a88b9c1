import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../gateways/index.ts';
import { SANDBOX_CARDS, SANDBOX_OTP } from '../../gateways/sandbox/sandbox-gateway.ts';
import { weekOf } from '../../test/cycle.ts';
import { joiningTestApp, webhooksDelivered } from '../../test/joining.ts';
import { createMember, signIn } from '../../test/members.ts';
import { debitReference, runAutoDebit } from '../cycle/index.ts';

// The weekly debit after a card change, through the cycle engine: which saved card it asks the
// provider to charge.
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

/** The app's own gateway, noting every saved-card charge it is asked for (reference, authorization). */
function watchedGateway() {
  const gateway = t.app.deps.gateway;
  const asked: { reference: string; authorizationCode: string }[] = [];
  const watched = Object.create(gateway) as PaymentGateway;
  watched.chargeAuthorization = (input) => {
    asked.push({ reference: input.reference, authorizationCode: input.authorizationCode });
    return gateway.chargeAuthorization(input);
  };
  return { watched, asked };
}

const card = (number: string) => ({
  card_name: 'Ngozi Eze',
  card_number: number,
  card_exp: '12/30',
  card_cvv: '408',
  card_pin: '1234',
  page_response: 3,
});

/** The authorization code of the member's default card, as the weekly debit reads it. */
async function defaultAuthorization(userId: number) {
  const [row] = await t.database.db
    .select({ code: cards.authorizationCode })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)));
  return row?.code;
}

describe('the weekly debit after a card change', () => {
  it('charges the new card from then on, and never the old authorization again', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    t.clock.set(start);
    const m = await createMember(t, { plan: 'SILVER', pays: 'card', startedAt: start });
    let headers = m.headers;
    const call = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    const { watched, asked } = watchedGateway();
    const debit = async (week: number) => {
      t.clock.set(new Date(weekOf(start, week).getTime() + 60_000));
      await runAutoDebit({ db: t.database.db, gateway: watched, clock: t.clock, mailer: t.app.deps.mailer });
      return asked.filter((a) => a.reference === debitReference(m.userId, 1, week));
    };

    // A member with no card adds one on /changecard: week 2 is charged to it.
    expect((await call('/changecardauthrequest', card('4084084084084081'))).statusCode).toBe(200);
    const first = await defaultAuthorization(m.userId);
    expect(first).toBeTruthy();
    expect(await debit(2)).toEqual([{ reference: expect.any(String), authorizationCode: first }]);

    // The member changes to a card that asks for an OTP: week 3 goes to the new card only.
    t.clock.set(new Date(weekOf(start, 2).getTime() + 3_600_000));
    headers = await signIn(t.database.db, m.userId, t.clock.now());
    const { flwRef } = (await call('/changecardauthrequest', card(SANDBOX_CARDS.otp))).json().data;
    const otp = await call('/submituserpaymentcard', {
      card_process: 2,
      payment_type: 2,
      flwRef,
      otp: SANDBOX_OTP,
    });
    expect(otp.statusCode).toBe(200);
    const second = await defaultAuthorization(m.userId);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await debit(3)).toEqual([{ reference: expect.any(String), authorizationCode: second }]);
    expect(await debit(4)).toEqual([{ reference: expect.any(String), authorizationCode: second }]);
    expect(asked.filter((a) => a.authorizationCode === first)).toHaveLength(1); // week 2 only
  });

  it('keeps charging the old card when the change is declined', async () => {
    const start = new Date('2026-03-09T08:00:00Z');
    t.clock.set(start);
    const m = await createMember(t, { plan: 'SILVER', pays: 'card', startedAt: start });
    const call = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: m.headers, payload });
    await call('/changecardauthrequest', card('4084084084084081'));
    const old = await defaultAuthorization(m.userId);
    expect((await call('/changecardauthrequest', card(SANDBOX_CARDS.declined))).statusCode).toBe(400);
    const { watched, asked } = watchedGateway();
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    await runAutoDebit({ db: t.database.db, gateway: watched, clock: t.clock, mailer: t.app.deps.mailer });
    expect(asked.filter((a) => a.reference.startsWith(`WD-${m.userId}-`))).toEqual([
      { reference: expect.any(String), authorizationCode: old },
    ]);
  });
});
