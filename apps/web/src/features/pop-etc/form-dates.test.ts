import { describe, expect, it } from 'vitest';
import { lagosToday, laterDay, toApiDay } from './form-dates.ts';

describe('POP and ETC form dates', () => {
  it('reads today in Lagos, an hour ahead of UTC', () => {
    expect(lagosToday(new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
    expect(lagosToday(new Date('2026-12-02T22:30:00Z'))).toBe('2026-12-02');
  });

  it('sends a date input’s day as MM/DD/YYYY and keeps the later day', () => {
    expect(toApiDay('2026-12-05')).toBe('12/05/2026');
    expect(toApiDay('')).toBe('');
    expect(laterDay('2026-12-05', '2026-12-03')).toBe('2026-12-05');
    expect(laterDay('', '2026-12-03')).toBe('2026-12-03');
  });
});
