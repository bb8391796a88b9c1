import { describe, expect, it } from 'vitest';
import { payloadHash } from './payload-hash.ts';

// The approver's hash is the SHA-256 hex of the payload as JSON with its keys sorted, computed outside
// the app: printf '%s' '{"a":"x","b":2,"c":[1,{"y":true,"z":null}]}' | sha256sum
const KNOWN = '1b1689ec43118329d50069a6308a4ebc9d0d6d4dee63d8fd4736f4e90cbf54c5';

describe('the hash an approver sends back', () => {
  it('is the SHA-256 of the payload with its keys sorted at every depth', () => {
    expect(payloadHash({ c: [1, { z: null, y: true }], b: 2, a: 'x' })).toBe(KNOWN);
  });

  it('leaves out keys whose value is undefined, and changes with any value', () => {
    expect(payloadHash({ a: 'x', b: 2, c: [1, { y: true, z: null }], d: undefined })).toBe(KNOWN);
    expect(payloadHash({ a: 'x', b: 3, c: [1, { y: true, z: null }] })).not.toBe(KNOWN);
    expect(payloadHash({ a: 'x', b: 2, c: [{ y: true, z: null }, 1] })).not.toBe(KNOWN);
  });
});
