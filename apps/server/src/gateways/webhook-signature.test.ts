import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';
import { signWebhook, webhookSignatureValid } from './webhook-signature.ts';

/**
 * Known answers, computed outside the app with
 *   printf '%s' "$body" | openssl dgst -sha512 -hmac "$secret"
 * and pinned here: Paystack's x-paystack-signature is the HMAC-SHA512 of the raw body, keyed by the
 * secret key, in hex. A change to how we sign or check (another hash, the parsed body instead of the
 * raw one, another encoding) fails these, whatever the code under test agrees with itself.
 */
const KNOWN = {
  secret: 'sk_test_4f9c2a7e1b3d5f60718293a4b5c6d7e8',
  body: '{"event":"charge.success","data":{"reference":"SM-3F2A9C1D0B7E6A5F4C3B","amount":100000,"currency":"NGN","status":"success"}}',
  signature:
    '96f86b488a691b1c9b65a640f4b39d39116cbd3e0e180c75f7276db95797796c093eab47afdd4f28b9d6f4270b10e4c6320151dcae8c75e190a01534754670dc',
  /** The same body with one byte changed (amount 100001), and its own signature. */
  changedBody:
    '{"event":"charge.success","data":{"reference":"SM-3F2A9C1D0B7E6A5F4C3B","amount":100001,"currency":"NGN","status":"success"}}',
  changedSignature:
    'acb30809b5ecbb880ce1f83b7992cfb7bc7cf65211246ff5bfe74cbc3040c14d228fa67fa3403a2709ef2eef35616e5c2ff63eb6d546405afc9dd99380a8f1ed',
};

/** The sandbox's transfer.success webhook for tf-payout-7, and its signature under KNOWN.secret. */
const SANDBOX_TRANSFER = {
  body: '{"event":"transfer.success","data":{"reference":"tf-payout-7","status":"success","amount":1250000,"currency":"NGN","reason":"Trust Fund earnings","gateway_response":"Transfer successful","recipient":{"details":{"account_number":"0123456789"}}}}',
  signature:
    '235391b3237c5d6ad6bc9adb957275109059d8118c91316fba44a61181040f47f6ab4021c5dba4370d83d7f4584eb813810a4ad07d2d60c577259e360bcfd2c4',
};

describe('webhook signatures against known answers', () => {
  it('signs a body as Paystack does: the HMAC-SHA512 of the raw bytes in hex', () => {
    expect(signWebhook(KNOWN.body, KNOWN.secret)).toBe(KNOWN.signature);
    expect(signWebhook(Buffer.from(KNOWN.changedBody), KNOWN.secret)).toBe(KNOWN.changedSignature);
  });

  it('accepts the known signature of the known body, and refuses it for a body with one byte changed', () => {
    expect(webhookSignatureValid(Buffer.from(KNOWN.body), KNOWN.signature, KNOWN.secret)).toBe(true);
    expect(webhookSignatureValid(Buffer.from(KNOWN.changedBody), KNOWN.signature, KNOWN.secret)).toBe(false);
    // One hex digit of the signature changed, another key, none at all: refused.
    const flipped = `${KNOWN.signature.slice(0, -1)}${KNOWN.signature.endsWith('c') ? 'd' : 'c'}`;
    expect(webhookSignatureValid(Buffer.from(KNOWN.body), flipped, KNOWN.secret)).toBe(false);
    expect(webhookSignatureValid(Buffer.from(KNOWN.body), KNOWN.signature, `${KNOWN.secret}x`)).toBe(false);
    expect(webhookSignatureValid(Buffer.from(KNOWN.body), undefined, KNOWN.secret)).toBe(false);
    // The signature and nothing else: a header with text after or before it is refused.
    for (const extra of [`${KNOWN.signature}zz`, `${KNOWN.signature} `, `zz${KNOWN.signature}`])
      expect(webhookSignatureValid(Buffer.from(KNOWN.body), extra, KNOWN.secret)).toBe(false);
  });

  it('signs the sandbox’s own webhooks the same way, and checks them against the same known answer', async () => {
    const sent: { body: string; signature: string }[] = [];
    const sandbox = new SandboxGateway({
      publicUrl: 'http://localhost:3000',
      now: () => new Date(),
      webhookSecret: KNOWN.secret,
      deliverWebhook: async (body, signature) => {
        sent.push({ body, signature });
      },
    });
    const { recipientCode } = await sandbox.createTransferRecipient({
      name: 'Ada Obi',
      accountNumber: '0123456789',
      bankCode: '058',
    });
    await sandbox.initiateTransfer({
      reference: 'tf-payout-7',
      amountKobo: 1_250_000n,
      recipientCode,
      reason: 'Trust Fund earnings',
    });
    await sandbox.settled();
    expect(sent).toEqual([SANDBOX_TRANSFER]);
    expect(sandbox.verifyWebhook(Buffer.from(KNOWN.body), KNOWN.signature)).toBe(true);
    expect(sandbox.verifyWebhook(Buffer.from(KNOWN.changedBody), KNOWN.signature)).toBe(false);
  });
});
