/** YYYY-MM-DD (a date input's value) -> MM/DD/YYYY (how dates are sent, part 2 section 5). */
export function toMmDdYyyy(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** If the start is after the end, the end is set to the start (part 2 section 5). */
export function orderRange(from: string, to: string): { from: string; to: string } {
  if (from && to && from > to) return { from, to: from };
  return { from, to };
}

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Lagos calendar day of an instant as YYYY-MM-DD (a date input's value). */
export function lagosDay(at: Date | string): string {
  const parts = Object.fromEntries(lagosDayFormat.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
