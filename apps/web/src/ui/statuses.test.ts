import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { STATUS_LOOK, STATUSES, statusLook, toStatus } from './statuses.ts';

describe('StatusBadge statuses', () => {
  it('gives every status a label and a colour of its own', () => {
    const looks = STATUSES.map((s) => STATUS_LOOK[s]);
    expect(looks.every((l) => l.label.length > 0)).toBe(true);
    expect(new Set(looks.map((l) => l.background)).size).toBe(STATUSES.length);
    expect(new Set(looks.map((l) => l.text)).size).toBe(STATUSES.length);
    expect(new Set(looks.map((l) => l.colour)).size).toBe(STATUSES.length);
    expect(new Set(looks.map((l) => l.label)).size).toBe(STATUSES.length);
  });
  it('writes every label at WCAG AA contrast (4.5:1) on its badge', () => {
    for (const s of STATUSES) {
      const { text, background } = STATUS_LOOK[s];
      expect(contrastRatio(text, background), s).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('shows success as paid and declined as failed, with their own words', () => {
    expect(statusLook('success')).toMatchObject({ status: 'paid', label: 'Successful', colour: 'green' });
    expect(statusLook('declined')).toMatchObject({ status: 'failed', label: 'Declined', colour: 'red' });
    expect(statusLook('in process')).toMatchObject({ status: 'in process', label: 'In process' });
  });
  it("reads the API's words whatever their case or separators", () => {
    expect(toStatus('IN PROCESS')).toBe('in process');
    expect(toStatus('in-process')).toBe('in process');
    expect(toStatus('Success')).toBe('success');
    expect(toStatus('Overdue')).toBe('overdue');
    expect(toStatus('Earned')).toBeNull();
    expect(toStatus(null)).toBeNull();
  });
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
