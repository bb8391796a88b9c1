import { POP_ETC_MESSAGES } from '@trust/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, journalEntries, payouts } from '../../db/schema/index.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { popEtcConsole } from '../../test/pop-etc-console.ts';

// Friday 4 Dec 2026, 10:00 in Lagos.
const NOW = '2026-12-04T09:00:00Z';

const w = popEtcConsole(NOW);
const { call } = w;

const applyEtc = (m: TestMember) =>
  call(m, 'POST', '/emergencytravelcover', {
    ec_from: w.lagos,
    ec_to: w.abuja,
    ec_type: 'One Way',
    ec_reason: 'My brother is getting married in Abuja',
    ec_from_travel_date: '12/07/2026',
    ec_repayment_date: '01/30/2027',
  });

// What the second operator's approval answers and posts, and the console's lists beyond the queue in process.
describe('the console’s side of an ETC disbursal', () => {
  it('answers the approving operator with the application, its payout and the key, and names the ledger entry', async () => {
    const m = await eligibleMember(w.t, { plan: 'GOLD' });
    const app = (await applyEtc(m)).json().data;
    const p = (await call(w.maker, 'POST', `/admin/popetc/${app.id}/propose`)).json().data;
    const approved = await call(w.checker, 'POST', `/admin/approvals/${p.id}/approve`, {
      payload_hash: p.payload_hash,
    });
    const [payout] = await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
    expect(payout?.id).toEqual(expect.any(Number));
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      result: { application_id: app.id, payout_id: payout?.id, reference: `etc-disbursal:${app.id}` },
    });
    const [entry] = await w.t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `etc-disbursal:${app.id}`));
    expect(entry?.description).toBe('ETC disbursed: ₦100,000');
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await call(w.maker, 'POST', '/admin/popetc/999999/propose');
    expect([res.statusCode, res.json().message]).toEqual([404, 'Application not found']);
  });

  it('lists cancelled applications newest first, and an empty second page beside the count', async () => {
    const ids: number[] = [];
    for (const minute of [10, 20]) {
      w.t.clock.set(`2026-12-04T09:${minute}:00Z`);
      const m = await eligibleMember(w.t);
      ids.push((await applyEtc(m)).json().data.id);
      expect((await call(m, 'POST', '/cancelemergencytravelcover')).statusCode).toBe(200);
    }
    w.t.clock.set(NOW);
    const q = (await call(w.maker, 'GET', '/admin/popetc?kind=etc&status=3')).json().data;
    const listed = q.applications.map((a: { id: number }) => a.id);
    expect(listed.indexOf(ids[1])).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(ids[1])).toBeLessThan(listed.indexOf(ids[0]));
    const second = await call(w.maker, 'GET', '/admin/popetc?kind=etc&status=3&page=2');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toEqual({ applications: [], total: q.total });
    expect(q.total).toBeGreaterThanOrEqual(2);
  });
});

describe('the audit of the lists', () => {
  it('records who added a city and an item, and what they added', async () => {
    const editor = await createMember(w.t, { user: { role: 'content', fullName: 'Chidi Content' } });
    const city = (await call(editor, 'POST', '/admin/etc-cities', { name: 'Oyo', country: 'Nigeria' })).json()
      .data;
    const item = (await call(editor, 'POST', '/admin/pop-items', { name: 'Deep freezer' })).json().data;
    const logged = async (action: string) =>
      (await w.t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).map((r) => [
        r.actorUserId,
        r.details,
      ]);
    expect(await logged('content.etc_city.create')).toContainEqual([
      editor.userId,
      expect.objectContaining({ after: { id: city.id, name: 'Oyo', country: 'Nigeria', active: true } }),
    ]);
    expect(await logged('content.pop_item.create')).toContainEqual([
      editor.userId,
      expect.objectContaining({ after: expect.objectContaining({ id: item.id, name: 'Deep freezer' }) }),
    ]);
  });
});

const put = (m: TestMember, url: string, payload: object) =>
  w.t.app.inject({ method: 'PUT', url: `/api${url}`, headers: m.headers, payload });

describe('a POP item in use', () => {
  it('answers each change with how many applications use it, and offers it again once reactivated', async () => {
    const editor = await createMember(w.t, { user: { role: 'content', fullName: 'Chidi Content' } });
    const id = (await call(editor, 'POST', '/admin/pop-items', { name: 'Hair dryer' })).json().data.id;
    const m = await eligibleMember(w.t);
    const applied = await call(m, 'POST', '/purchaseorderpower', {
      pr_item_id: id,
      pr_item_name: 'Hair dryer',
      pr_repayment_date: '02/26/2027',
      pr_reason_item_purchase: 'For my salon',
      pr_delivery_location: '3 Broad Street, Lagos',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const renamed = await put(editor, `/admin/pop-items/${id}`, { name: 'Hair dryer, hooded' });
    expect(renamed.json().data).toMatchObject({
      id,
      name: 'Hair dryer, hooded',
      active: true,
      used: 1,
    });
    const off = await put(editor, `/admin/pop-items/${id}`, { active: false });
    expect(off.json().data).toMatchObject({ active: false, used: 1 });
    const offered = async () =>
      ((await call(m, 'GET', '/popitemlist')).json().data as { pop_item_id: number }[]).some(
        (i) => i.pop_item_id === id,
      );
    expect(await offered()).toBe(false);
    const on = await put(editor, `/admin/pop-items/${id}`, { active: true });
    expect(on.json().data).toMatchObject({ name: 'Hair dryer, hooded', active: true, used: 1 });
    expect(await offered()).toBe(true);
    const [logged] = await w.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.pop_item.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged).toMatchObject({
      actorUserId: editor.userId,
      details: { before: { id, active: false }, after: { id, active: true } },
    });
  });
});

describe('the ETC form’s refusals', () => {
  const etc = (m: TestMember, patch: Record<string, unknown>) =>
    call(m, 'POST', '/emergencytravelcover', {
      ec_from: w.lagos,
      ec_to: w.abuja,
      ec_type: 'One Way',
      ec_reason: 'A naming ceremony in Abuja',
      ec_from_travel_date: '12/07/2026',
      ec_repayment_date: '01/30/2027',
      ...patch,
    });
  const said = (res: { statusCode: number; json(): { message: string; data: unknown } }) => [
    res.statusCode,
    res.json().message,
    res.json().data,
  ];

  it('name the field each is about, and take a repayment on the day of travel', async () => {
    const m = await eligibleMember(w.t);
    expect(said(await etc(m, { ec_from_travel_date: '12/03/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.pastTravel,
      { field: 'ec_from_travel_date' },
    ]);
    expect(said(await etc(m, { ec_repayment_date: '12/03/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.pastRepayment,
      { field: 'ec_repayment_date' },
    ]);
    expect(said(await etc(m, { ec_repayment_date: '12/06/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.repaymentBeforeTravel,
      { field: 'ec_repayment_date' },
    ]);
    const wrong = await etc(m, { ec_amount: 1 });
    expect([wrong.statusCode, wrong.json().data]).toEqual([400, { field: 'etc_amount' }]);
    const sameDay = await etc(m, { ec_repayment_date: '12/07/2026' });
    expect(sameDay.statusCode, sameDay.body).toBe(200);
  });
});
