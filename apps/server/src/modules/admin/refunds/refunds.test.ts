import { REFUND_MESSAGES } from '@trust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments } from '../../../db/schema/index.ts';
import { paystackTestApp } from '../../../test/joining.ts';
import { holdRows } from '../../../test/locks.ts';
import { createMember, newMember } from '../../../test/members.ts';
import { postWebhook } from '../../../test/webhooks.ts';

/** A refund the provider could not finish reaches finance, who retries it or closes it with a note. */
const SECRET = 'sk_test_refunds_console';
let t: Awaited<ReturnType<typeof paystackTestApp>>;
let finance: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await paystackTestApp(SECRET);
  finance = await createMember(t, { user: { role: 'finance', fullName: 'Funmi Finance' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: finance.headers,
    payload: payload as Record<string, unknown>,
  });
const paymentRow = async (reference: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

describe('refunds that need an operator', () => {
  it('lists a refused refund and a needs-attention one with the member, amount and reason; retry and resolve take them off', async () => {
    const a = await newMember(t, { u_first_name: 'Refused Refund' });
    const refused = await t.payCardCheck(a);
    await t.fake.whileDown('/refund', () => t.webhook(refused));
    expect((await paymentRow(refused))?.refundStatus).toBe('failed');

    const b = await newMember(t, { u_first_name: 'Attention Refund' });
    const attention = await t.payCardCheck(b);
    await t.webhook(attention);
    const body = JSON.stringify({
      event: 'refund.needs-attention',
      data: { id: 77, status: 'needs-attention', transaction_reference: attention, amount: 10000 },
    });
    await postWebhook(t.app, body, { secret: SECRET });
    await t.app.paymentEvents.idle();

    const list = await call('GET', '/admin/refunds');
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.refunds as { id: number; reference: string }[];
    const refusedRow = rows.find((r) => r.reference === refused);
    expect(refusedRow).toMatchObject({
      member: { id: a.id, name: expect.stringContaining('Refused') },
      amount: 100,
      status: 'failed',
      purpose: 'card-setup',
    });
    expect(refusedRow).toHaveProperty('error', expect.stringMatching(/./));
    expect(rows.find((r) => r.reference === attention)).toMatchObject({
      status: 'needs-attention',
      amount: 100,
    });

    // Retry: Paystack takes it this time (pending), so it leaves the list.
    const asked = () =>
      t.fake.requests.filter((r) => r.path === '/refund' && r.body.transaction === refused).length;
    const askedBefore = asked();
    const retried = await call('POST', `/admin/refunds/${refusedRow?.id}/retry`);
    expect([retried.statusCode, retried.json().message, retried.json().data.status]).toEqual([
      200,
      REFUND_MESSAGES.retried,
      'pending',
    ]);
    const again = await call('POST', `/admin/refunds/${refusedRow?.id}/retry`);
    expect([again.statusCode, again.json().message]).toEqual([409, REFUND_MESSAGES.notOpen]);
    expect(asked()).toBe(askedBefore + 1);

    // Resolve needs a note; with one it is closed and audited.
    const attentionId = rows.find((r) => r.reference === attention)?.id;
    const noNote = await call('POST', `/admin/refunds/${attentionId}/resolve`, { note: '' });
    expect([noNote.statusCode, noNote.json().message]).toEqual([400, REFUND_MESSAGES.note]);
    const resolved = await call('POST', `/admin/refunds/${attentionId}/resolve`, {
      note: 'Refunded by bank transfer to the member, ref FBN-2231',
    });
    expect([resolved.statusCode, resolved.json().message]).toEqual([200, REFUND_MESSAGES.resolved]);
    expect(await paymentRow(attention)).toMatchObject({
      refundResolvedBy: finance.userId,
      refundNote: 'Refunded by bank transfer to the member, ref FBN-2231',
    });

    const after = (await call('GET', '/admin/refunds')).json().data.refunds as { reference: string }[];
    expect(after.map((r) => r.reference)).not.toContain(refused);
    expect(after.map((r) => r.reference)).not.toContain(attention);
    // The audit keeps each, with the refund's status before and after, by whom, for which member.
    const audited = (await t.database.db.select().from(auditLog)).filter((r) =>
      r.action.startsWith('refund.'),
    );
    const errorBefore = refusedRow && (refusedRow as unknown as { error: string }).error;
    expect(
      audited.map((r) => ({
        action: r.action,
        actor: r.actorUserId,
        member: r.targetUserId,
        details: r.details,
      })),
    ).toEqual([
      {
        action: 'refund.retry',
        actor: finance.userId,
        member: a.id,
        details: expect.objectContaining({
          reference: refused,
          before: { refund_status: 'failed', error: errorBefore },
          after: { refund_status: 'pending' },
        }),
      },
      {
        action: 'refund.resolve',
        actor: finance.userId,
        member: b.id,
        details: expect.objectContaining({
          reference: attention,
          before: { refund_status: 'needs-attention', resolved: false },
          after: {
            refund_status: 'needs-attention',
            resolved: true,
            note: 'Refunded by bank transfer to the member, ref FBN-2231',
          },
        }),
      },
    ]);
    // A refund closed is closed: resolving it again is refused.
    const twice = await call('POST', `/admin/refunds/${attentionId}/resolve`, { note: 'Again' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, REFUND_MESSAGES.notOpen]);
  });

  it('lets one of two operators pressing at once retry or resolve a refund, and audits it once', async () => {
    const open = async (name: string) => {
      const m = await newMember(t, { u_first_name: name });
      const reference = await t.payCardCheck(m);
      await t.fake.whileDown('/refund', () => t.webhook(reference));
      const row = await paymentRow(reference);
      return { reference, id: row?.id as number };
    };
    const [retry, resolve] = [await open('Twice Retried'), await open('Twice Resolved')];
    const asked = () =>
      t.fake.requests.filter((r) => r.path === '/refund' && r.body.transaction === retry.reference).length;
    const askedBefore = asked();
    // Both read the refund as open before either claims it: their claims wait on its row, held here (on
    // PostgreSQL; the embedded database runs one call after the other).
    const both = async (id: number, press: () => ReturnType<typeof call>) => {
      const hold = await holdRows(t.database, sql`select id from payments where id = ${id} for update`);
      const pressed = Promise.all([press(), press()]);
      await hold.release(2);
      return pressed;
    };
    const retried = await both(retry.id, () => call('POST', `/admin/refunds/${retry.id}/retry`));
    expect(retried.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(asked()).toBe(askedBefore + 1);
    let note = 0;
    const resolved = await both(resolve.id, () =>
      call('POST', `/admin/refunds/${resolve.id}/resolve`, { note: `Paid back, note ${++note}` }),
    );
    expect(resolved.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audits = (await t.database.db.select().from(auditLog)).filter(
      (r) => (r.details as { reference?: string } | null)?.reference === resolve.reference,
    );
    expect(audits).toHaveLength(1);
  });

  it('answers 404 for a payment with no refund', async () => {
    const res = await call('POST', '/admin/refunds/999999/resolve', { note: 'Nothing owed' });
    expect([res.statusCode, res.json().message]).toEqual([404, REFUND_MESSAGES.notFound]);
  });
});
