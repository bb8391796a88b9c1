import {
  answer,
  bodyOf,
  brokenRule,
  DUPLICATE_REFERENCE,
  type Routes,
  refused,
} from './fake-paystack-shared.ts';
import {
  type FakeRecipient,
  type FakeTransfer,
  recipientAnswer,
  transferCreateData,
  transferVerifyData,
} from './fake-paystack-transfer-answers.ts';

/**
 * The fake Paystack's transfers from the balance: Create Transfer Recipient, Initiate Transfer and
 * Verify Transfer. A transfer stays pending until a test settles it.
 */
export interface FakeTransfers {
  /** Transfers by our reference; a test sets a status (success, failed, reversed) to settle one. */
  transfers: Map<string, FakeTransfer>;
  /** Milliseconds each transfer takes to be taken in (0 by default). */
  transferDelayMs: number;
}

export const startingTransfers = (): FakeTransfers => ({ transfers: new Map(), transferDelayMs: 0 });

export function transferRoutes(fake: FakeTransfers & { violations: string[] }): Routes {
  const { transfers } = fake;
  const recipients = new Map<string, FakeRecipient>();
  return {
    transferrecipient_create(c) {
      const body = bodyOf(c);
      const accountNumber = String(body.account_number);
      const bankCode = String(body.bank_code);
      // Like Paystack, the same account number gives back the recipient it already has.
      const code = `RCP_${bankCode}_${accountNumber}`;
      const r = recipients.get(code) ?? {
        id: recipients.size + 1,
        code,
        name: String(body.name),
        accountNumber,
        bankCode,
      };
      recipients.set(code, r);
      return answer(201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: recipientAnswer(r),
      });
    },

    transfer_initiate(c) {
      const body = bodyOf(c);
      const broken = brokenRule(fake.violations, 'transfer_initiate', body);
      if (broken) return broken;
      const reference = String(body.reference);
      if (transfers.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      const recipient = recipients.get(String(body.recipient));
      if (!recipient) return refused('Recipient specified is invalid');
      const t: FakeTransfer = {
        id: transfers.size + 1,
        amount: body.amount as number,
        reason: String(body.reason ?? ''),
        status: 'pending',
        recipient,
      };
      transfers.set(reference, t);
      return answer(200, {
        status: true,
        message: 'Transfer has been queued',
        data: transferCreateData(reference, t),
      });
    },

    transfer_verify(c) {
      const reference = decodeURIComponent(String(c.request.params.reference));
      const t = transfers.get(reference);
      if (!t) return answer(404, { status: false, message: 'Transfer not found' });
      return answer(200, {
        status: true,
        message: 'Transfer retrieved',
        data: transferVerifyData(reference, t),
      });
    },
  };
}
