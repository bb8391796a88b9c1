/** N5,000 or N1,250.50: naira for messages, from integer kobo (no floating point). */
export function naira(kobo: bigint): string {
  const neg = kobo < 0n;
  const abs = neg ? -kobo : kobo;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const part = abs % 100n;
  return `${neg ? '-' : ''}N${whole}${part ? `.${part.toString().padStart(2, '0')}` : ''}`;
}

/** Kobo as a naira number with at most 2 decimals, for the API (DESIGN section 4). */
export function toNaira(kobo: bigint): number {
  return Number(kobo) / 100;
}
