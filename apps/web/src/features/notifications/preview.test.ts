import { describe, expect, it } from 'vitest';
import { messagePreview, PREVIEW_LENGTH } from './preview.ts';

describe('messagePreview', () => {
  it('keeps a short message whole', () => {
    expect(messagePreview('Welcome back.')).toBe('Welcome back.');
  });
  it('cuts a long message to at most 40 characters and an ellipsis, at a word where it can', () => {
    const p = messagePreview('We could not collect your weekly contribution of N2,000.00 (week 3)');
    expect(p).toBe('We could not collect your weekly…');
    expect(p.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
  });
  it('cuts a message without spaces hard at 40', () => {
    expect(messagePreview('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
  });
  it('reads line breaks as spaces', () => {
    expect(messagePreview('Line one\nline two')).toBe('Line one line two');
  });
});
