import { describe, expect, it } from 'vitest';
import { withCountryCode } from './phone-number.ts';

describe('phone number with country code', () => {
  it('puts the country code before the number', () => {
    expect(withCountryCode('234', '8012345678')).toBe('+2348012345678');
  });
  it('drops the trunk 0 of a local number', () => {
    expect(withCountryCode('234', '08012345678')).toBe('+2348012345678');
  });
  it('ignores spaces and dashes people type', () => {
    expect(withCountryCode('233', '024 123-4567')).toBe('+233241234567');
  });
  it('leaves an empty number empty', () => {
    expect(withCountryCode('234', '')).toBe('');
    expect(withCountryCode('234', '  ')).toBe('');
  });
  it('keeps letters so the form can say the number is not a number', () => {
    expect(withCountryCode('234', '80abc')).toBe('+23480abc');
  });
});
