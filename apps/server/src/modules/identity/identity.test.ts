import { MEMBER_RECORDS_MESSAGES as M } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idDocuments, payouts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postToMember } from '../../test/ledger.ts';
import { approvedIdDocument, borrower } from '../../test/loans.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { moneyOutCode } from '../../test/money-out.ts';
import { multipartForm } from '../../test/multipart.ts';
import { TIER_MESSAGES } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

const upload = (
  m: TestMember,
  fields: Record<string, string>,
  file?: { bytes: Buffer; contentType?: string; filename?: string },
) => {
  const form = multipartForm(
    fields,
    file && {
      field: 'id_file',
      filename: file.filename ?? 'id.png',
      contentType: file.contentType ?? 'image/png',
      bytes: file.bytes,
    },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/useriddocumentupload',
    headers: { ...m.headers, ...form.headers },
    payload: form.payload,
  });
};
const get = (m: TestMember, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: m.headers });

describe('a member uploads an ID document from their profile', () => {
  it('keeps only the last four digits of a NIN, and the image, awaiting review', async () => {
    const m = await createMember(t);
    const res = await upload(m, { id_type: 'nin', id_number: '123 4567 8901' }, { bytes: PNG });
    expect([res.statusCode, res.json().message]).toEqual([201, M.idUploaded]);
    expect(res.json().data).toMatchObject({
      type: 'nin',
      number_last4: '8901',
      content_type: 'image/png',
      size_bytes: PNG.length,
      status: 'pending',
    });
    const [row] = await t.database.db.select().from(idDocuments).where(eq(idDocuments.userId, m.userId));
    // The full number is nowhere in the row.
    expect(JSON.stringify({ ...row, file: null })).not.toContain('12345678901');
    const mine = (await get(m, '/useriddocuments')).json().data;
    expect(mine).toMatchObject({ tier: 'none', loan_limit: 100_000, payout_limit: 100_000 });
    expect(mine.documents).toHaveLength(1);
    const file = await get(m, `/useriddocuments/${res.json().data.id}/file`);
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(PNG)]).toEqual([
      200,
      'image/png',
      true,
    ]);
    // One document is reviewed at a time.
    const again = await upload(m, { id_type: 'passport', id_number: 'A01234567' }, { bytes: PDF });
    expect([again.statusCode, again.json().message]).toEqual([409, M.idPending]);
  });

  it('takes a PDF, judged by its bytes, and refuses other files, large files and bad numbers with 4xx', async () => {
    const m = await createMember(t);
    const cases: [Record<string, string>, Buffer | undefined, number, string][] = [
      [{ id_type: 'nin', id_number: '1234' }, PNG, 400, M.idNumberDigits],
      [{ id_type: 'bvn', id_number: '2233445566a' }, PNG, 400, M.idNumberDigits],
      [{ id_type: 'passport', id_number: 'A1' }, PNG, 400, M.idNumberShape],
      [{ id_type: 'ssn', id_number: '12345678901' }, PNG, 400, M.idType],
      [{ id_type: 'nin', id_number: '12345678901' }, undefined, 400, M.idFileRequired],
      // A GIF named like a PNG is still a GIF.
      [{ id_type: 'nin', id_number: '12345678901' }, Buffer.from('GIF89a....'), 400, M.idFileType],
      [
        { id_type: 'nin', id_number: '12345678901' },
        Buffer.alloc(2 * 1024 * 1024 + 1, 0xff),
        413,
        M.idFileTooLarge,
      ],
    ];
    for (const [fields, bytes, status, message] of cases) {
      const res = await upload(m, fields, bytes && { bytes });
      expect([fields, res.statusCode, res.json().message]).toEqual([fields, status, message]);
    }
    expect(await t.database.db.select().from(idDocuments).where(eq(idDocuments.userId, m.userId))).toEqual(
      [],
    );
    const pdf = await upload(
      m,
      { id_type: 'drivers_licence', id_number: 'LAG-12345-AB' },
      { bytes: PDF, contentType: 'image/png', filename: 'licence.png' },
    );
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data).toMatchObject({ content_type: 'application/pdf', number_last4: '45AB' });
  });

  it('answers 404 for another member’s document, and 403 to an operator on the member calls', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const res = await upload(owner, { id_type: 'bvn', id_number: '22334455667' }, { bytes: PNG });
    const id = res.json().data.id;
    const stolen = await get(other, `/useriddocuments/${id}/file`);
    expect([stolen.statusCode, stolen.json().message]).toEqual([404, M.documentNotFound]);
    expect((await get(other, '/useriddocuments')).json().data.documents).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/useriddocuments/${id}/file` })).statusCode).toBe(
      401,
    );
  });
});

describe('tiers set the loan and payout limits', () => {
  it('caps a loan at N100,000 without a checked ID, and lends up to the plan’s cap once checked', async () => {
    const none = await borrower(t, { plan: 'GOLD', idChecked: false });
    const call = (m: TestMember, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkloanrequirement',
        headers: m.headers,
        payload: { loan_amount: amount },
      });
    expect((await call(none, 100_000)).statusCode).toBe(200);
    const above = await call(none, 100_001);
    expect([above.statusCode, above.json().message, above.json().data]).toEqual([
      400,
      TIER_MESSAGES.loan(10_000_000n),
      { field: 'loan_amount', tier: 'none' },
    ]);
    await approvedIdDocument(t, none.userId);
    expect((await call(none, 2_000_000)).statusCode).toBe(200);
    const checked = await borrower(t, { plan: 'GOLD' });
    expect((await call(checked, 5_000_000)).statusCode).toBe(200);
    expect((await call(checked, 5_000_001)).json().message).toBe('Your GOLD plan lends up to ₦5,000,000');
  });

  it('caps a redemption at N100,000 without a checked ID and moves nothing; once checked it is paid', async () => {
    const m = await createMember(t, { plan: 'GOLD', bank: true });
    await postToMember(t, m.userId, 'referral-earning', 30_000_000n, `tier-earnings:${m.userId}`);
    // As the member's browser sends it: a code asked for first, then sent with the amount.
    const redeem = async (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/referalreedem',
        headers: m.headers,
        payload: { redeem_amount: amount, code: await moneyOutCode(t, m, 'redemption') },
      });
    const refused = await redeem(150_000);
    expect([refused.statusCode, refused.json().message]).toEqual([400, TIER_MESSAGES.payout(10_000_000n)]);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);
    expect((await redeem(100_000)).statusCode).toBe(200);
    await approvedIdDocument(t, m.userId);
    expect((await redeem(100_000.5)).statusCode).toBe(200);
  });
});
