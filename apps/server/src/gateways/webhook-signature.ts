import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack signs a webhook with HMAC-SHA512 of the raw body, keyed by the secret key, in hex. */
export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison, so the signature cannot be guessed byte by byte from response times. */
export function webhookSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  // 128 hex digits exactly: 64 bytes, the length of the expected HMAC, which timingSafeEqual requires.
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
}
