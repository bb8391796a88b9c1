import { describe, expect, it } from 'vitest';
import { chatTime } from './time.ts';

describe('chat times', () => {
  it('show HH:mm in Lagos time, 24-hour, whatever the browser’s zone', () => {
    expect(chatTime('2026-03-04T13:05:00Z')).toBe('14:05');
    expect(chatTime('2026-03-04T23:30:00Z')).toBe('00:30');
    expect(chatTime('not a date')).toBe('');
  });
});
