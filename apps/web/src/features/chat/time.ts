import { FUND_TIME_ZONE } from '@trust/shared';

const hhmmFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: FUND_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A message's time as HH:mm (part 2 section 9), in the fund's time zone like every time on screen. */
export function chatTime(at: string | Date): string {
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? '' : hhmmFormat.format(d);
}
