import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fundDetails } from '../../db/schema/index.ts';
import { seedStarters } from '../../seed/starters.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
let editor: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedStarters(t.database.db, t.clock.now());
  editor = await createMember(t, { user: { role: 'content', fullName: 'Chidi Content' } });
});
afterAll(() => t.close());

const publicDetails = async () => (await t.app.inject({ method: 'GET', url: '/api/fund-details' })).json();
const save = (payload: Record<string, unknown>, headers = editor.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/fund-details', headers, payload });

const FULL = {
  legal_name: 'Trust Fund Multipurpose Cooperative Society Ltd',
  registration: 'Registered cooperative society, Ondo State, no. OD/CS/4321',
  regulator: 'Supervised by the Ondo State Department of Cooperative Services',
  address: '2 Alagbaka Road\nAkure, Ondo State',
  email: 'hello@trustfund.ng',
  phone: '2348050000000',
  whatsapp: '2348060000000',
  returns_claim: '',
};

describe('the fund’s details (GET /fund-details, PUT /admin/fund-details)', () => {
  it('shows every visitor the contact a new fund starts with, and no registration or returns nobody entered', async () => {
    const res = await publicDetails();
    expect(res.status).toBe('success');
    expect(res.data).toEqual({
      legal_name: null,
      registration: null,
      regulator: null,
      address: 'Trust Fund House\n14 Oyemekun Road\nAkure, Ondo State\nNigeria',
      email: 'enquiries@trustfund.ng',
      phone: '2348031234567',
      whatsapp: '2348031234567',
      returns_claim: null,
    });
  });

  it('saves what the content operator enters, shows it to visitors at once, and audits the change', async () => {
    const res = await save(FULL);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved. The footer and Learn More show it now.');
    const shown = (await publicDetails()).data;
    expect(shown).toEqual({ ...FULL, returns_claim: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.fund_details.update'), eq(auditLog.actorUserId, editor.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details?.before).toMatchObject({ registration: null, email: 'enquiries@trustfund.ng' });
    expect(entry?.details?.after).toMatchObject({ registration: FULL.registration, email: FULL.email });
    // A claim about returns is shown once an operator stands behind it, and gone once emptied.
    await save({ ...FULL, returns_claim: 'Trust Invest: returns of up to 12% last year' });
    expect((await publicDetails()).data.returns_claim).toBe('Trust Invest: returns of up to 12% last year');
    await save(FULL);
    expect((await publicDetails()).data.returns_claim).toBeNull();
  });

  it('refuses a bad email or phone with the field’s message and keeps what was there', async () => {
    await save(FULL);
    const badEmail = await save({ ...FULL, email: 'hello@' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Enter a valid email address, or leave it empty');
    const badPhone = await save({ ...FULL, phone: '0803 123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe(
      'Enter the number with its country code, digits only (2348031234567), or leave it empty',
    );
    expect((await publicDetails()).data).toMatchObject({ email: FULL.email, phone: FULL.phone });
    expect(await t.database.db.select().from(fundDetails)).toHaveLength(1);
  });

  it('is the content operators’ to change: a member gets 403 and support 403, nothing changed', async () => {
    const member = await createMember(t, { plan: 'SILVER' });
    const support = await createMember(t, { user: { role: 'support' } });
    for (const who of [member, support]) {
      const res = await save({ ...FULL, registration: 'changed' }, who.headers);
      expect(res.statusCode).toBe(403);
    }
    expect((await publicDetails()).data.registration).toBe(FULL.registration);
  });
});
