import { POP_ETC_LIST_MESSAGES, POP_ETC_MESSAGES } from '@trust/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { eligibleMember } from '../../test/pop-etc.ts';

let t: TestApp;
let editor: TestMember;

// Thursday 3 Dec 2026, 10:00 in Lagos.
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-12-03T09:00:00Z');
  editor = await createMember(t, { user: { role: 'content', fullName: 'Chidi Content' } });
});
afterAll(() => t.close());

function call(
  m: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
}

type City = { etc_city_id: number; etc_city_name: string; etc_country: string };
const memberCities = async (m: TestMember) => (await call(m, 'GET', '/etccitylist')).json().data as City[];

describe('ETC cities in the console (role content)', () => {
  it('adds, renames and deactivates a city; members see each change at once; used cities stay readable', async () => {
    const m = await eligibleMember(t, { plan: 'PLATINUM' });
    const added = await call(editor, 'POST', '/admin/etc-cities', {
      name: '  Ogbomosho ',
      country: 'Nigeria',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: POP_ETC_LIST_MESSAGES.saved,
      data: { name: 'Ogbomosho', country: 'Nigeria', active: true, used: 0 },
    });
    const id = added.json().data.id;
    expect((await memberCities(m)).find((c) => c.etc_city_id === id)?.etc_city_name).toBe('Ogbomosho');

    // The same city again (any case) is refused; nothing is added.
    const twice = await call(editor, 'POST', '/admin/etc-cities', { name: 'ogbomosho', country: 'nigeria' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, POP_ETC_LIST_MESSAGES.cityExists]);
    const blank = await call(editor, 'POST', '/admin/etc-cities', { name: ' ', country: 'Nigeria' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, POP_ETC_LIST_MESSAGES.cityName]);
    const list = (await call(editor, 'GET', '/admin/etc-cities')).json().data as { name: string }[];
    expect(list.filter((c) => c.name.toLowerCase() === 'ogbomosho')).toHaveLength(1);

    const renamed = await call(editor, 'PUT', `/admin/etc-cities/${id}`, { name: 'Ogbomoso' });
    expect(renamed.json().data.name).toBe('Ogbomoso');
    expect((await memberCities(m)).find((c) => c.etc_city_id === id)?.etc_city_name).toBe('Ogbomoso');

    // A member travels there, then the city is withdrawn: no longer offered or accepted, still readable.
    const lagos = (await memberCities(m)).find((c) => c.etc_city_name === 'Lagos')?.etc_city_id;
    const trip = {
      ec_from: lagos,
      ec_to: id,
      ec_type: 'One Way',
      ec_travel_by: 'Bus',
      ec_reason: 'A funeral in Ogbomoso',
      ec_from_travel_date: '12/05/2026',
      ec_repayment_date: '01/30/2027',
    };
    expect((await call(m, 'POST', '/emergencytravelcover', trip)).statusCode).toBe(200);
    const off = await call(editor, 'PUT', `/admin/etc-cities/${id}`, { active: false });
    expect(off.json().data).toMatchObject({ active: false, used: 1 });
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.etc_city.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      actorUserId: editor.userId,
      details: { before: { name: 'Ogbomoso', active: true }, after: { name: 'Ogbomoso', active: false } },
    });
    expect((await memberCities(m)).some((c) => c.etc_city_id === id)).toBe(false);
    expect((await call(m, 'GET', '/emergencytravelcoverlist')).json().data[0]).toMatchObject({
      etc_to: 'Ogbomoso',
    });
    const other = await eligibleMember(t, { plan: 'PLATINUM' });
    const refused = await call(other, 'POST', '/emergencytravelcover', trip);
    expect([refused.statusCode, refused.json().message]).toEqual([400, POP_ETC_MESSAGES.unknownCity]);

    // Back on the list when reactivated.
    await call(editor, 'PUT', `/admin/etc-cities/${id}`, { active: true });
    expect((await memberCities(other)).some((c) => c.etc_city_id === id)).toBe(true);
    expect((await call(editor, 'PUT', '/admin/etc-cities/999999', { active: false })).statusCode).toBe(404);
  });

  it('lets only content operators and admins change the lists', async () => {
    const m = await eligibleMember(t);
    const loans = await createMember(t, { user: { role: 'loans' } });
    const admin = await createMember(t, { user: { role: 'admin' } });
    for (const who of [m, loans]) {
      expect((await call(who, 'GET', '/admin/etc-cities')).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', '/admin/etc-cities', { name: 'Bida', country: 'Nigeria' })).statusCode,
      ).toBe(403);
      expect((await call(who, 'POST', '/admin/pop-items', { name: 'Oven' })).statusCode).toBe(403);
    }
    expect(
      (await call(admin, 'POST', '/admin/etc-cities', { name: 'Bida', country: 'Nigeria' })).statusCode,
    ).toBe(200);
    // An admin's change shows to members at once too.
    expect((await memberCities(m)).some((c) => c.etc_city_name === 'Bida')).toBe(true);
  });
});

describe('POP items in the console (role content)', () => {
  it('adds, renames and deactivates an item; the POP form offers the active ones at once', async () => {
    const m = await eligibleMember(t);
    const items = async () =>
      (
        (await call(m, 'GET', '/popitemlist')).json().data as { pop_item_id: number; pop_item_name: string }[]
      ).map((i) => i.pop_item_name);
    const added = await call(editor, 'POST', '/admin/pop-items', { name: 'Grinding machine' });
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id;
    expect(await items()).toContain('Grinding machine');
    const twice = await call(editor, 'POST', '/admin/pop-items', { name: 'GRINDING MACHINE' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, POP_ETC_LIST_MESSAGES.itemExists]);
    const long = await call(editor, 'POST', '/admin/pop-items', { name: 'x'.repeat(51) });
    expect([long.statusCode, long.json().message]).toEqual([400, POP_ETC_LIST_MESSAGES.itemName]);
    await call(editor, 'PUT', `/admin/pop-items/${id}`, { name: 'Grain mill' });
    expect(await items()).toContain('Grain mill');
    await call(editor, 'PUT', `/admin/pop-items/${id}`, { active: false });
    expect(await items()).not.toContain('Grain mill');
    const listed = (await call(editor, 'GET', '/admin/pop-items')).json().data;
    expect(listed.find((i: { id: number }) => i.id === id)).toMatchObject({
      name: 'Grain mill',
      active: false,
    });
  });
});
