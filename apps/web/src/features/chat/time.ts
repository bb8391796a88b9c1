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

/**
 * How long someone has waited for an answer, as the console's queue says it: "Waiting 4 min",
 * "Waiting 3 h 5 min", "Waiting 2 days"; under a minute, "Waiting less than a minute".
 */
export function waitedFor(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return 'Waiting less than a minute';
  if (minutes < 60) return `Waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Waiting ${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `Waiting ${Math.floor(hours / 24)} days`;
}
