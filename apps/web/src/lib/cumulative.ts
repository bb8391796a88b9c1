/** Running totals of weekly amounts (naira), so a chart shows the savings growing week by week. */
export function cumulative<T extends { con_amount: number }>(points: T[]): T[] {
  let total = 0;
  // Added in whole kobo: naira with decimals added as floats drift (0.1 + 0.2).
  return points.map((p) => {
    total += Math.round(p.con_amount * 100);
    return { ...p, con_amount: total / 100 };
  });
}
