/**
 * The debit run's charges cut into batches of about `size` periods, a member's periods never split
 * between two (the run lists them together): a batch may run a few periods over. Two batches in
 * flight at once (one stored while the next is charged, debit.ts) then never share a member, so the
 * fourth-missed-week lock of one never depends on how far the other has got.
 */
export function memberBatches<T extends { c: { userId: number } }>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  let i = 0;
  while (i < items.length) {
    let end = Math.min(i + size, items.length);
    while (end < items.length && items[end]?.c.userId === items[end - 1]?.c.userId) end++;
    batches.push(items.slice(i, end));
    i = end;
  }
  return batches;
}
