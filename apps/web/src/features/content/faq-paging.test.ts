import { describe, expect, it } from 'vitest';
import { firstFaqCount, showLessFaqs, showMoreFaqs } from './faq-paging.ts';

describe('FAQ paging', () => {
  it('shows 4 first, or all when there are fewer', () => {
    expect(firstFaqCount(17)).toBe(4);
    expect(firstFaqCount(3)).toBe(3);
  });

  it('adds 4 on show more, or the remainder at the end', () => {
    expect(showMoreFaqs(4, 17)).toBe(8);
    expect(showMoreFaqs(16, 17)).toBe(17);
    expect(showMoreFaqs(17, 17)).toBe(17);
  });

  it('removes 4 on show less, never below 4', () => {
    expect(showLessFaqs(12)).toBe(8);
    expect(showLessFaqs(17)).toBe(13);
    expect(showLessFaqs(6)).toBe(4);
    expect(showLessFaqs(8)).toBe(4);
    expect(showLessFaqs(4)).toBe(4);
  });
});
