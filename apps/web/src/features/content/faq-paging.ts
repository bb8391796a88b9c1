/** FAQ paging (part 1 sections 4 and 9): 4 first, show more adds 4 (or the rest), show less removes 4, minimum 4. */
export const FAQ_PAGE_SIZE = 4;

export const firstFaqCount = (total: number) => Math.min(FAQ_PAGE_SIZE, total);
export const showMoreFaqs = (shown: number, total: number) => Math.min(shown + FAQ_PAGE_SIZE, total);
export const showLessFaqs = (shown: number) => Math.max(FAQ_PAGE_SIZE, shown - FAQ_PAGE_SIZE);
