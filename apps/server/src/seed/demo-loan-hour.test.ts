import { describe, expect, it } from 'vitest';
import { ANSWER_WINDOW_MS } from '../modules/loans/index.ts';
import { lastLoanHour } from './demo-loan-hour.ts';

// Lagos is UTC+1: 2026-12-07 is a Monday.
describe('the demo’s loan requests of today', () => {
  it('are asked for in the last loan hours, half an hour or more before the start', () => {
    const cases: [string, string][] = [
      ['2026-12-09T13:00:00Z', '2026-12-09T12:30:00Z'], // Wednesday 2pm: half an hour before
      ['2026-12-09T13:10:00Z', '2026-12-09T12:30:00Z'], // on a quarter hour
      ['2026-12-09T06:00:00Z', '2026-12-08T15:45:00Z'], // Wednesday 7am: Tuesday's last quarter hour
      ['2026-12-12T10:00:00Z', '2026-12-11T15:45:00Z'], // Saturday: Friday afternoon
      ['2026-12-07T01:39:00Z', '2026-12-04T15:45:00Z'], // Monday before opening: Friday afternoon
    ];
    expect(cases.map(([now]) => lastLoanHour(new Date(now)).toISOString())).toEqual(
      cases.map(([, at]) => new Date(at).toISOString()),
    );
  });

  // From Sunday evening to Monday 8am in Lagos the last loan hours are more than 48 hours back, so the
  // request has expired as the rule says (part 2 section 4.11); the demo never bends the rule.
  it('still wait for their trusters unless the last loan hours are more than 48 hours back', () => {
    const waits = (now: string) =>
      new Date(now).getTime() - lastLoanHour(new Date(now)).getTime() < ANSWER_WINDOW_MS;
    expect(waits('2026-12-09T13:00:00Z')).toBe(true);
    expect(waits('2026-12-12T22:00:00Z')).toBe(true); // Saturday night: Friday 4.45pm + 48 hours is Sunday
    expect(waits('2026-12-13T15:40:00Z')).toBe(true); // Sunday 4.40pm: five minutes left
    expect(waits('2026-12-13T15:45:00Z')).toBe(false); // Sunday 4.45pm: the 48 hours are up
    expect(waits('2026-12-07T01:39:00Z')).toBe(false); // Monday 2.39am
    expect(waits('2026-12-07T07:29:00Z')).toBe(false); // Monday 8.29am: no quarter hour of today yet
    expect(waits('2026-12-07T07:30:00Z')).toBe(true); // Monday 8.30am: asked for at 8am
  });
});
