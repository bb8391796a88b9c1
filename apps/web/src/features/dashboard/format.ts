export { formatMoney } from '@trust/shared/money';

/** ISO time -> MM/DD/YYYY in Lagos time (part 2 section 9). */
export function mmddyyyy(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() + 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** The last word of the first name, as the welcome line shows it (part 2 section 2.3). */
export const welcomeName = (firstName: string | null | undefined) =>
  (firstName ?? '').trim().split(/\s+/).at(-1) ?? '';

/** Whole weeks from now until a time, never negative. */
export const weeksUntil = (iso: string, now: Date) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / (7 * 86_400_000)));
