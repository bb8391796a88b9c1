import { describe, expect, it } from 'vitest';
import { allowsNairaText, nairaInputText, readNairaInput } from './naira-input-value.ts';

describe('NairaInput value', () => {
  it('gives the form kobo, exactly, for what was typed', () => {
    expect(readNairaInput('1500')).toEqual({ kobo: 150000n, error: null });
    expect(readNairaInput('1500.5')).toEqual({ kobo: 150050n, error: null });
    expect(readNairaInput('1500.05')).toEqual({ kobo: 150005n, error: null });
    expect(readNairaInput('0.1')).toEqual({ kobo: 10n, error: null });
    expect(readNairaInput('1500.')).toEqual({ kobo: 150000n, error: null });
    expect(readNairaInput('90071992547409.91')).toEqual({ kobo: 9007199254740991n, error: null });
  });
  it('gives no amount and no error for an empty field', () => {
    expect(readNairaInput('')).toEqual({ kobo: null, error: null });
    expect(readNairaInput('  ')).toEqual({ kobo: null, error: null });
  });
  it("refuses more than 2 decimals with the shared parser's message", () => {
    expect(readNairaInput('1500.555')).toEqual({
      kobo: null,
      error: 'Enter an amount with at most 2 decimals',
    });
    expect(readNairaInput('abc')).toEqual({ kobo: null, error: 'Enter a valid amount' });
    expect(readNairaInput('-5')).toEqual({ kobo: null, error: 'Enter an amount that is not negative' });
  });
  it('refuses a keystroke that would add a third decimal, and allows half-typed amounts', () => {
    expect(allowsNairaText('1500.55')).toBe(true);
    expect(allowsNairaText('1500.')).toBe(true);
    expect(allowsNairaText('1500')).toBe(true);
    expect(allowsNairaText('')).toBe(true);
    expect(allowsNairaText('1500.555')).toBe(false);
  });
  it('writes kobo back as the text the field shows', () => {
    expect(nairaInputText(150000n)).toBe('1500');
    expect(nairaInputText(150050n)).toBe('1500.50');
    expect(nairaInputText(null)).toBe('');
  });
});
