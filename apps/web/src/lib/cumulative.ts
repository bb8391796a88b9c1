import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';

/** Running totals of weekly amounts (naira), so a chart shows the savings growing week by week. */
export function cumulative<T extends { con_amount: number }>(points: T[]): T[] {
  let total = 0n;
  // Added in kobo through the answer codec: naira with decimals added as floats drift (0.1 + 0.2).
  return points.map((p) => {
    total += koboFromNaira(p.con_amount);
    return { ...p, con_amount: nairaFromKobo(total) };
  });
}
