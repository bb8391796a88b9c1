/**
 * THE way dates are shown to a person: "3 Dec 2026", or "3 Dec 2026, 14:05" where the time matters,
 * always in the fund's time zone (Africa/Lagos), whatever the zone of the browser or server.
 * The spec's MM/DD/YYYY is kept only where a date travels in the API (docs/domain-rules.md,
 * "Dates on screen"): 03/12/2026 reads as 3 December to a Nigerian reader and as 12 March to the spec.
 */
export const FUND_TIME_ZONE = 'Africa/Lagos';

// Month names of our own: ICU's short English months differ between versions and locales ("Sep"/"Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const lagosParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: FUND_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day as the API sends it (MM/DD/YYYY): not an instant, so no time zone applies. */
const API_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export interface FormatDateOptions {
  /** Add the Lagos time of day: "3 Dec 2026, 14:05". */
  time?: boolean;
}

/**
 * An instant (Date, ISO text, epoch ms) or an API calendar day (MM/DD/YYYY) -> "3 Dec 2026".
 * Empty text for nothing or for text that is not a date, so a screen never shows "Invalid Date".
 */
export function formatDate(
  at: Date | string | number | null | undefined,
  opts: FormatDateOptions = {},
): string {
  if (at == null || at === '') return '';
  if (typeof at === 'string') {
    const day = API_DAY.exec(at.trim());
    if (day) return `${Number(day[2])} ${MONTHS[Number(day[1]) - 1] ?? ''} ${day[3]}`;
  }
  const d = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const parts = Object.fromEntries(lagosParts.formatToParts(d).map((p) => [p.type, p.value]));
  const text = `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
  return opts.time ? `${text}, ${parts.hour}:${parts.minute}` : text;
}

/** formatDate with the time: "3 Dec 2026, 14:05" (payments, receipts, messages). */
export const formatDateTime = (at: Date | string | number | null | undefined) =>
  formatDate(at, { time: true });
