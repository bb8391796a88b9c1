import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_MAX_DIGITS,
  cardBrand,
  cardNumberComplete,
  caretAfterDigits,
  formatExpiry,
  groupCardNumber,
  onlyDigits,
} from './card-number.ts';

describe('CardNumberInput', () => {
  it('detects Verve from its Nigerian prefixes before Mastercard', () => {
    expect(cardBrand('5060990580000217499')).toBe('verve');
    expect(cardBrand('5061')).toBe('verve');
    expect(cardBrand('6500020000000000')).toBe('verve');
  });
  it('detects Visa and Mastercard, and no brand for other numbers', () => {
    expect(cardBrand('4084084084084081')).toBe('visa');
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('5531886652142950')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('2720990000000007')).toBe('mastercard');
    expect(cardBrand('2721000000000000')).toBeNull();
    expect(cardBrand('5062')).toBeNull();
    expect(cardBrand('6011000000000004')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
  it('groups the number in fours as it is typed', () => {
    expect(groupCardNumber('4084')).toBe('4084');
    expect(groupCardNumber('40840')).toBe('4084 0');
    expect(groupCardNumber('4084084084084081')).toBe('4084 0840 8408 4081');
    expect(groupCardNumber('5060990580000217499')).toBe('5060 9905 8000 0217 499');
    expect(groupCardNumber('')).toBe('');
  });
  it('keeps digits only, at most 20', () => {
    expect(onlyDigits('4084 0840-8408', CARD_NUMBER_MAX_DIGITS)).toBe('408408408408');
    expect(onlyDigits('1'.repeat(25), CARD_NUMBER_MAX_DIGITS)).toHaveLength(20);
  });
  it("moves on when the number is as long as its brand's get", () => {
    expect(cardNumberComplete('4084084084084081')).toBe(true);
    expect(cardNumberComplete('408408408408408')).toBe(false);
    expect(cardNumberComplete('5531886652142950')).toBe(true);
    expect(cardNumberComplete('5060990580000217')).toBe(false);
    expect(cardNumberComplete('5060990580000217499')).toBe(true);
    expect(cardNumberComplete('6011000000000004')).toBe(false);
  });
  it('types the expiry as MM/YY', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('0000')).toBe('00/00');
    expect(formatExpiry('123045')).toBe('12/30');
  });
  it('keeps the cursor after the same digits when the number is regrouped', () => {
    expect(caretAfterDigits('4084 0840 8', 4)).toBe(4);
    expect(caretAfterDigits('4084 0840 8', 5)).toBe(6);
    expect(caretAfterDigits('4084 0840 8', 9)).toBe(11);
    expect(caretAfterDigits('4084', 0)).toBe(0);
    expect(caretAfterDigits('4084', 9)).toBe(4);
  });
});
