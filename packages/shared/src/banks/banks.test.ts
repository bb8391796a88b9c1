import { describe, expect, it } from 'vitest';
import { accountNameMatches } from './name-match.ts';
import { nubanCheckDigit, nubanFor, nubanValid } from './nuban.ts';

describe('NUBAN check digit', () => {
  it("gives CBN's worked example: First Bank (011) serial 000001457 has check digit 9", () => {
    expect(nubanCheckDigit('000011', '000001457')).toBe(9);
    expect(nubanValid('011', '0000014579')).toBe(true);
    expect(nubanValid('011', '0000014578')).toBe(false);
  });

  it('uses 0 when ten minus the remainder is ten (First Bank serial 000000022)', () => {
    expect(nubanValid('011', '0000000220')).toBe(true);
  });

  it('refuses one wrong digit anywhere in the number', () => {
    const good = nubanFor('058', '012345678');
    for (let i = 0; i < 10; i++) {
      const d = (Number(good[i]) + 1) % 10;
      const bad = `${good.slice(0, i)}${d}${good.slice(i + 1)}`;
      expect(nubanValid('058', bad)).toBe(false);
    }
  });

  it('checks a microfinance bank (5-digit code) with "9" before its code', () => {
    const moniepoint = nubanFor('50515', '123456789');
    expect(moniepoint).toBe(`123456789${nubanCheckDigit('950515', '123456789')}`);
    expect(nubanValid('50515', moniepoint)).toBe(true);
    // The same serial under a deposit money bank's form of the code is another digit.
    expect(nubanCheckDigit('050515', '123456789')).not.toBe(nubanCheckDigit('950515', '123456789'));
  });

  it('takes any 10 digits for a mobile-money operator with no institution code (OPay 999992)', () => {
    expect(nubanValid('999992', '8031234567')).toBe(true);
    expect(nubanValid('999992', '803123456')).toBe(false);
  });

  it('refuses anything but 10 digits', () => {
    for (const n of ['', '123456789', '01234567890', '01234a6789']) expect(nubanValid('044', n)).toBe(false);
  });
});

describe('an account name belongs to the member', () => {
  it.each([
    ['Ngozi Adaeze Eze', 'EZE NGOZI', true],
    ['Ngozi Eze', 'EZE, NGOZI ADAEZE', true],
    ['Adéwálé Ọlábísí', 'ADEWALE OLABISI', true],
    ['Tunde Bello', 'BELLO TUNDE MUSA', true],
    ['Ngozi Eze', 'NGOZI OKAFOR', false],
    ['Ngozi Eze', 'Chinedu Okafor', false],
    ['Ngozi Eze', 'NGOZIEZE', false],
    ['Madonna', 'MADONNA', true],
    ['Madonna', 'CICCONE LOUISE', false],
  ])('%s against the bank\'s "%s": %s', (member, bank, expected) => {
    expect(accountNameMatches(member, bank)).toBe(expected);
  });
});
