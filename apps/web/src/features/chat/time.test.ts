import { describe, expect, it } from 'vitest';
import { chatTime, waitedFor } from './time.ts';

describe('chat times', () => {
  it('show HH:mm in Lagos time, 24-hour, whatever the browser’s zone', () => {
    expect(chatTime('2026-03-04T13:05:00Z')).toBe('14:05');
    expect(chatTime('2026-03-04T23:30:00Z')).toBe('00:30');
    expect(chatTime('not a date')).toBe('');
  });
});

describe('the console queue’s waiting time', () => {
  it('says minutes, then hours and minutes, then days', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(waitedFor('2026-03-04T11:59:30Z', now)).toBe('Waiting less than a minute');
    expect(waitedFor('2026-03-04T11:56:00Z', now)).toBe('Waiting 4 min');
    expect(waitedFor('2026-03-04T08:55:00Z', now)).toBe('Waiting 3 h 5 min');
    expect(waitedFor('2026-03-04T10:00:00Z', now)).toBe('Waiting 2 h');
    expect(waitedFor('2026-03-01T12:00:00Z', now)).toBe('Waiting 3 days');
  });
});
