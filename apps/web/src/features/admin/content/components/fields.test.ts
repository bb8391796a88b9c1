import { describe, expect, it } from 'vitest';
import { fromLagosLocal, toLagosLocal } from './fields.ts';

describe('meeting times in the content form', () => {
  it('shows a stored instant in Lagos time and sends the typed time as Lagos time', () => {
    expect(toLagosLocal('2027-03-06T09:00:00.000Z')).toBe('2027-03-06T10:00');
    expect(toLagosLocal('2027-03-06T23:30:00.000Z')).toBe('2027-03-07T00:30');
    expect(fromLagosLocal('2027-03-06T10:00')).toBe('2027-03-06T10:00:00+01:00');
    expect(toLagosLocal(undefined)).toBe('');
    expect(fromLagosLocal('')).toBe('');
  });
});
