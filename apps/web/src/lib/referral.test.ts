import { describe, expect, it } from 'vitest';
import { referralFields, referralKeyFrom } from './referral.ts';

describe('referral key of a register link', () => {
  it('reads a bare key with no value', () => {
    expect(referralKeyFrom('?0123456789')).toBe('0123456789');
  });
  it('reads the key among other query parameters', () => {
    expect(referralKeyFrom('?utm_source=whatsapp&0123456789')).toBe('0123456789');
  });
  it('accepts a key written with the TFP prefix', () => {
    expect(referralKeyFrom('?TFP0123456789')).toBe('0123456789');
    expect(referralKeyFrom('?tfp0123456789')).toBe('0123456789');
  });
  it('ignores a key that carries a value', () => {
    expect(referralKeyFrom('?0123456789=1')).toBeNull();
  });
  it('ignores keys that are not ten digits, so a damaged link still registers', () => {
    expect(referralKeyFrom('?012345')).toBeNull();
    expect(referralKeyFrom('?hello')).toBeNull();
    expect(referralKeyFrom('?%E0%A4%A')).toBeNull();
    expect(referralKeyFrom('')).toBeNull();
  });
  it('builds the register fields from the key', () => {
    expect(referralFields('0123456789')).toEqual({ u_trust_link: 1, u_associate_tfp: 'TFP0123456789' });
    expect(referralFields(null)).toEqual({ u_trust_link: 0 });
  });
});
