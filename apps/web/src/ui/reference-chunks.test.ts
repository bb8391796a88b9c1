import { describe, expect, it } from 'vitest';
import { referenceChunks } from './reference-chunks.ts';

describe('referenceChunks', () => {
  it('cuts after each dash and between groups of four of a long code', () => {
    expect(referenceChunks('TF-4F1C2B9A0D3E5F6A7B8C')).toEqual([
      'TF-',
      '4F1C',
      '2B9A',
      '0D3E',
      '5F6A',
      '7B8C',
    ]);
    expect(referenceChunks('TFC-4F1C2B9A0D-P')).toEqual(['TFC-', '4F1C', '2B9A', '0D-', 'P']);
  });

  it('joins back into the exact reference', () => {
    for (const ref of [
      'TF-4F1C2B9A0D3E5F6A7B8C',
      'SM-ABC',
      'PLAIN',
      'A--B',
      '',
      'TRF-0123456789ABCDEF0123-P',
    ]) {
      expect(referenceChunks(ref).join('')).toBe(ref);
    }
  });

  it('leaves a short code whole', () => {
    expect(referenceChunks('SM-12345678')).toEqual(['SM-', '12345678']);
  });
});
