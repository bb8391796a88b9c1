import { describe, expect, it } from 'vitest';
import { IDENTIFICATION_EVENTS } from '../../gateways/index.ts';
import { ASSIGN_EVENTS, assignEventOf } from './assign-events.ts';
import { identificationEventOf } from './identification-events.ts';
import { eventOf } from './webhook-events.ts';

/**
 * What we keep of a provider's signed event body, read field by field. The bodies are shaped as
 * Paystack documents them; what each event then changes is tested with its owner (dedicated accounts,
 * identity, mandates, transfers).
 */
const account = { bank: { name: 'Wema Bank' }, account_number: '9930000123', account_name: 'TF/ADA OBI' };
const assigned = (data: Record<string, unknown>) => ({ event: ASSIGN_EVENTS.success, data });
const customer = { customer_code: 'CUS_abc', email: 'ada@example.com' };

describe('a dedicated account assigned or not (dedicatedaccount.assign.*)', () => {
  it('keeps the customer and the account, trimmed', () => {
    expect(
      assignEventOf(
        assigned({
          customer: { customer_code: '  CUS_abc ', email: ' ada@example.com ' },
          dedicated_account: {
            bank: { name: ' Wema Bank ' },
            account_number: ' 9930000123 ',
            account_name: ' TF/ADA OBI ',
          },
        }),
      ),
    ).toEqual({
      outcome: 'success',
      customerCode: 'CUS_abc',
      email: 'ada@example.com',
      account: { bankName: 'Wema Bank', accountNumber: '9930000123', accountName: 'TF/ADA OBI' },
    });
  });

  it('cuts long text to its column and keeps no email that is blank', () => {
    const e = assignEventOf(
      assigned({
        customer: { customer_code: 'C'.repeat(150), email: '   ' },
        dedicated_account: { ...account, account_name: 'N'.repeat(250), bank: { name: 'B'.repeat(120) } },
      }),
    );
    expect(e).toMatchObject({
      customerCode: 'C'.repeat(100),
      email: null,
      account: { bankName: 'B'.repeat(100), accountName: 'N'.repeat(200) },
    });
  });

  it('ignores a success without a ten-digit account number, a bank name or an account name', () => {
    for (const account_number of ['993000012', '99300001234', 'x9930000123', '9930000123x', 9930000123]) {
      expect(
        assignEventOf(assigned({ customer, dedicated_account: { ...account, account_number } })),
        String(account_number),
      ).toBeUndefined();
    }
    expect(
      assignEventOf(assigned({ customer, dedicated_account: { ...account, bank: {} } })),
    ).toBeUndefined();
    expect(
      assignEventOf(assigned({ customer, dedicated_account: { ...account, account_name: ' ' } })),
    ).toBeUndefined();
    expect(assignEventOf(assigned({ customer }))).toBeUndefined();
  });

  it('keeps the provider reason of a failure, from the event or its account, or says there was none', () => {
    const failed = (data: Record<string, unknown>) => assignEventOf({ event: ASSIGN_EVENTS.failed, data });
    expect(failed({ customer, reason: ' No BVN on file ' })).toEqual({
      outcome: 'failed',
      customerCode: 'CUS_abc',
      email: 'ada@example.com',
      reason: 'No BVN on file',
    });
    expect(failed({ customer, dedicated_account: { reason: 'Bank down' } })).toMatchObject({
      reason: 'Bank down',
    });
    expect(failed({ customer, reason: 'R'.repeat(400) })).toMatchObject({ reason: 'R'.repeat(300) });
    expect(failed({ customer, reason: '  ' })).toMatchObject({ reason: 'The provider gave no reason' });
    expect(failed({ customer: { email: 'ada@example.com' } })).toBeUndefined();
  });

  it('ignores another event and a body that is not an object', () => {
    for (const body of [
      null,
      undefined,
      'dedicatedaccount.assign.success',
      42,
      { event: 'charge.success', data: { customer, dedicated_account: account } },
      { event: ASSIGN_EVENTS.success },
      { event: ASSIGN_EVENTS.failed, data: 'CUS_abc' },
      {
        event: ASSIGN_EVENTS.success,
        data: { customer: { customer_code: '  ' }, dedicated_account: account },
      },
    ]) {
      expect(assignEventOf(body), JSON.stringify(body)).toBeUndefined();
    }
  });
});

describe('a customer identified or not (customeridentification.*)', () => {
  const identified = (event: string, data: Record<string, unknown>) => identificationEventOf({ event, data });

  it('keeps the customer and the last digits of the masked BVN, at most four', () => {
    expect(
      identified(IDENTIFICATION_EVENTS.success, {
        customer_code: ' CUS_abc ',
        identification: { bvn: '200*****677' },
      }),
    ).toEqual({ outcome: 'success', customerCode: 'CUS_abc', bvnEnding: '677', reason: null });
    const ending = (bvn: unknown) =>
      identified(IDENTIFICATION_EVENTS.success, { customer_code: 'CUS_abc', identification: { bvn } })
        ?.bvnEnding;
    expect(ending('22212345678')).toBe('5678');
    expect(ending('*******6778')).toBe('6778');
    expect(ending('********7')).toBe('7');
    expect(ending('200******')).toBeNull();
    expect(ending(22212345678)).toBeNull();
    expect(identified(IDENTIFICATION_EVENTS.success, { customer_code: 'CUS_abc' })?.bvnEnding).toBeNull();
  });

  it('keeps the provider reason of a failure, cut to 300 characters, or says there was none', () => {
    expect(
      identified(IDENTIFICATION_EVENTS.failed, {
        customer_code: 'CUS_abc',
        reason: ' Account name mismatch ',
      }),
    ).toEqual({
      outcome: 'failed',
      customerCode: 'CUS_abc',
      bvnEnding: null,
      reason: 'Account name mismatch',
    });
    expect(
      identified(IDENTIFICATION_EVENTS.failed, { customer_code: 'CUS_abc', reason: 'R'.repeat(301) })?.reason,
    ).toBe('R'.repeat(300));
    expect(identified(IDENTIFICATION_EVENTS.failed, { customer_code: 'CUS_abc', reason: ' ' })?.reason).toBe(
      'The provider gave no reason',
    );
    // A success carries no reason, whatever the body says.
    expect(
      identified(IDENTIFICATION_EVENTS.success, { customer_code: 'CUS_abc', reason: 'ignored' })?.reason,
    ).toBeNull();
  });

  it('ignores another event, a body without data or a customer code, and a body that is not an object', () => {
    expect(identified('customeridentification.pending', { customer_code: 'CUS_abc' })).toBeUndefined();
    expect(identified('charge.success', { customer_code: 'CUS_abc' })).toBeUndefined();
    expect(identified(IDENTIFICATION_EVENTS.success, { customer_code: '   ' })).toBeUndefined();
    expect(
      identified(IDENTIFICATION_EVENTS.success, { customer_code: 'C'.repeat(120) })?.customerCode,
    ).toHaveLength(100);
    for (const body of [null, 'x', 7, { event: IDENTIFICATION_EVENTS.failed }]) {
      expect(identificationEventOf(body), JSON.stringify(body)).toBeUndefined();
    }
    expect(identificationEventOf({ event: IDENTIFICATION_EVENTS.failed, data: 'CUS_abc' })).toBeUndefined();
  });
});

describe('a payment event kept for its job (eventOf)', () => {
  it('keys a repeated delivery by the provider id of its object, else by its reference', () => {
    expect(eventOf({ event: 'charge.success', data: { id: 501, reference: 'TF-1' } })).toEqual({
      event: 'charge.success',
      reference: 'TF-1',
      eventKey: 'charge.success:id:501',
      status: null,
    });
    expect(eventOf({ event: 'charge.success', data: { reference: 'TF-1' } })?.eventKey).toBe(
      'charge.success:ref:TF-1',
    );
    expect(eventOf({ event: 'charge.success', data: { id: '', reference: 'TF-1' } })?.eventKey).toBe(
      'charge.success:ref:TF-1',
    );
  });

  it('takes a refund event by the charge it returns', () => {
    expect(
      eventOf({ event: 'refund.processed', data: { id: 9, transaction_reference: 'TF-2', reference: 'x' } }),
    ).toMatchObject({ reference: 'TF-2', status: 'processed' });
    expect(eventOf({ event: 'refund.failed', data: { transaction: { reference: 'TF-3' } } })).toMatchObject({
      reference: 'TF-3',
      status: 'failed',
      eventKey: 'refund.failed:ref:TF-3',
    });
  });

  it('keeps every direct-debit event with a name of at most 100 characters, and no event it does not act on', () => {
    const mandate = (event: string) => eventOf({ event, data: { reference: 'MD-1' } });
    expect(mandate('direct_debit.authorization.active')).toMatchObject({ reference: 'MD-1' });
    const long = `direct_debit.authorization.${'x'.repeat(73)}`;
    expect(long).toHaveLength(100);
    expect(mandate(long)).toMatchObject({ event: long });
    expect(mandate(`${long}y`)).toBeUndefined();
    expect(mandate('charge.dispute.create')).toBeUndefined();
    expect(eventOf({ event: 7, data: { reference: 'TF-1' } })).toBeUndefined();
    expect(eventOf({ event: 'charge.success' })).toBeUndefined();
  });
});
