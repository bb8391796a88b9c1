import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, trustPartners, users } from '../../db/schema/index.ts';
import { joiningTestApp } from '../../test/joining.ts';
import { login, type Member, newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
let partner: Member;
let partnerPin: string;
beforeAll(async () => {
  t = await joiningTestApp();
  partner = await newMember(t, { u_first_name: 'Bola Partner' });
  const r = await partner.call('POST', '/userordinaryplansubscribe', {
    planid: String(await t.planId('ORDINARY')),
  });
  partnerPin = r.json().data.u_tfp_pin;
});
afterAll(() => t.close());

async function payingMember() {
  const m = await newMember(t);
  const r = await m.call('POST', '/userordinaryplansubscribe', {
    planid: String(await t.planId('ORDINARY')),
  });
  return { ...m, pin: r.json().data.u_tfp_pin as string, key: (r.json().data.u_tfp_pin as string).slice(3) };
}

describe('trust partner (POST /gettrustmemberbytfp, /addreferedtrustpartner)', () => {
  it('finds a member by TFP code, uppercasing and stripping special characters', async () => {
    const m = await payingMember();
    const messy = `${partnerPin.slice(0, 3).toLowerCase()}-${partnerPin.slice(3)}`;
    const res = await m.call('POST', '/gettrustmemberbytfp', { u_mem_tfpcode: messy });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ t_mem_name: 'Bola Partner', t_mem_image: '' });
  });

  it('answers an unknown code, a malformed code and one’s own code with a message', async () => {
    const m = await payingMember();
    const unknown = await m.call('POST', '/gettrustmemberbytfp', { u_mem_tfpcode: 'TFP0000000009' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No member found with this TFP code');
    expect((await m.call('POST', '/gettrustmemberbytfp', { u_mem_tfpcode: 'TFP12' })).json().message).toBe(
      'Enter a valid TFP code',
    );
    expect((await m.call('POST', '/gettrustmemberbytfp', { u_mem_tfpcode: '' })).json().message).toBe(
      'Enter TFP code',
    );
    expect((await m.call('POST', '/gettrustmemberbytfp', { u_mem_tfpcode: m.pin })).statusCode).toBe(400);
  });

  it('records the partner and relationship, NOONE without a code, and replaces an earlier choice', async () => {
    const m = await payingMember();
    const res = await m.call('POST', '/addreferedtrustpartner', {
      u_relationship: 'FRIEND',
      u_tfp_code: partnerPin,
    });
    expect(res.statusCode).toBe(200);
    let [row] = await t.database.db.select().from(trustPartners).where(eq(trustPartners.userId, m.id));
    expect(row).toMatchObject({ relationship: 'FRIEND', partnerUserId: partner.id });
    expect((await m.call('POST', '/addreferedtrustpartner', { u_relationship: 'NOONE' })).statusCode).toBe(
      200,
    );
    [row] = await t.database.db.select().from(trustPartners).where(eq(trustPartners.userId, m.id));
    expect(row).toMatchObject({ relationship: 'NOONE', partnerUserId: null });
    expect((await m.call('POST', '/addreferedtrustpartner', { u_relationship: 'FAMILY' })).statusCode).toBe(
      400,
    );
    expect(
      (await m.call('POST', '/addreferedtrustpartner', { u_relationship: 'ENEMY', u_tfp_code: partnerPin }))
        .statusCode,
    ).toBe(400);
  });
});

describe('invite friends (POST /inviteusers, /updateinviteuserstatus)', () => {
  it('allows 10 invitation calls an hour per member, and signing in again gives no new allowance', async () => {
    const m = await payingMember();
    const invite = (token: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inviteusers',
        headers: { accesstoken: token },
        payload: { trustnetwork: [{ email: `limit.${m.id}.${i}@example.com`, index: 0 }] },
      });
    for (let i = 0; i < 10; i++) expect((await invite(m.token, i)).statusCode).toBe(200);
    expect((await invite(m.token, 10)).statusCode).toBe(429);
    const again = await login(t, { email: m.email, password: m.password });
    expect(again.statusCode).toBe(200);
    const refused = await invite(again.json().data.u_accesstoken, 11);
    expect(refused.statusCode).toBe(429);
    expect(t.lastMailTo(`limit.${m.id}.11@example.com`)).toBeUndefined();
  });

  it("emails each friend the member's referral link", async () => {
    const m = await payingMember();
    const res = await m.call('POST', '/inviteusers', {
      trustnetwork: [
        { email: ' Friend.One@Example.com ', index: 0 },
        { email: 'friend.two@example.com', index: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your 2 invitations have been sent');
    const mail = t.lastMailTo('friend.one@example.com');
    expect(mail?.subject).toMatch(/invites you to Trust Fund/);
    expect(mail?.text).toContain(`http://localhost:3000/register?${m.key}`);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.userId, m.id))).toHaveLength(
      2,
    );
  });

  it('refuses duplicates and already registered emails, marking the rows, and sends nothing', async () => {
    const m = await payingMember();
    const dup = await m.call('POST', '/inviteusers', {
      trustnetwork: [
        { email: 'same@example.com', index: 0 },
        { email: 'SAME@example.com', index: 1 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe("Please don't enter same email multiple time");
    const taken = await m.call('POST', '/inviteusers', {
      trustnetwork: [
        { email: 'new.friend@example.com', index: 0 },
        { email: partner.email, index: 1 },
      ],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Email already registered');
    expect(taken.json().data).toEqual([
      { email: 'new.friend@example.com', index: 0, status: 0 },
      { email: partner.email, index: 1, status: 1 },
    ]);
    expect(t.lastMailTo('new.friend@example.com')).toBeUndefined();
    expect((await m.call('POST', '/inviteusers', { trustnetwork: [] })).json().message).toBe(
      'Email ID required',
    );
    expect(
      (await m.call('POST', '/inviteusers', { trustnetwork: [{ email: '', index: 0 }] })).json().message,
    ).toBe('Enter email address');
    expect(
      (await m.call('POST', '/inviteusers', { trustnetwork: [{ email: 'bad@', index: 0 }] })).json().message,
    ).toBe('Enter valid email address');
  });

  it('needs a plan first, since the link carries the pin', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/inviteusers', {
      trustnetwork: [{ email: 'x1@example.com', index: 0 }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('marks registration complete', async () => {
    const m = await payingMember();
    expect((await m.call('POST', '/updateinviteuserstatus', { type: 'both' })).statusCode).toBe(200);
    const [u] = await t.database.db
      .select({ done: users.registrationComplete })
      .from(users)
      .where(eq(users.id, m.id));
    expect(u?.done).toBe(true);
  });
});
