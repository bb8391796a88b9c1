/** A page number to show, or a gap ("…") between shown pages. */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows (part 2 sections 2.7 and 9: "5 pages with 2 margin pages"): up to 5 pages
 * around the current one, always the first and last 2, and a gap for the pages left out. Drawn the
 * way the spec's pager draws them: at either end the 5 pages start (or stop) at the current one, so
 * page 1 of 12 shows 1 2 3 4 5 … 11 12 and page 6 shows 1 2 … 4 5 6 7 8 … 11 12.
 */
export function pagerItems(current: number, total: number, range = 5, margin = 2): PagerItem[] {
  if (total <= range) return Array.from({ length: total }, (_, i) => i + 1);
  const selected = current - 1;
  let left = range / 2;
  let right = range - left;
  if (selected > total - range / 2) {
    right = total - selected;
    left = range - right;
  } else if (selected < range / 2) {
    left = selected;
    right = range - left;
  }
  const items: PagerItem[] = [];
  for (let index = 0; index < total; index++) {
    const page = index + 1;
    const inMargin = page <= margin || page > total - margin;
    const inRange = index >= selected - left && index <= selected + (selected === 0 ? right - 1 : right);
    if (inMargin || inRange) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}
