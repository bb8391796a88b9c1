/** N5,000 or N1,250.50: naira for messages, from integer kobo (no floating point). */
export function naira(kobo: bigint): string {
  const neg = kobo < 0n;
  const abs = neg ? -kobo : kobo;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const part = abs % 100n;
  return `${neg ? '-' : ''}N${whole}${part ? `.${part.toString().padStart(2, '0')}` : ''}`;
}
