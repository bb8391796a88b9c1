import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, memberAccount } from './accounts.ts';
import { InvalidTransferError } from './errors.ts';
import { fingerprint, type TransferLine, validateTransfer } from './posting.ts';

const codes = [ACCOUNTS.bank, ACCOUNTS.providerClearing, ACCOUNTS.payoutsDue, memberAccount(1, 'earnings')];
const at = new Date('2026-01-05T09:00:00Z');
const transfer = (lines: TransferLine[]) => ({ key: 'k', kind: 'test', description: 'd', at, lines });

describe('validateTransfer (no I/O)', () => {
  it('accepts exactly the transfers whose non-zero lines sum to zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ account: fc.constantFrom(...codes), amount: fc.bigInt({ min: -1000n, max: 1000n }) }),
          {
            minLength: 2,
            maxLength: 6,
          },
        ),
        (lines) => {
          const sum = lines.reduce((a, l) => a + l.amount, 0n);
          const merged = new Map<string, bigint>();
          for (const l of lines) merged.set(l.account, (merged.get(l.account) ?? 0n) + l.amount);
          const moving = [...merged.values()].filter((v) => v !== 0n).length;
          const valid = sum === 0n && lines.every((l) => l.amount !== 0n) && moving >= 2;
          if (valid) {
            const out = validateTransfer(transfer(lines));
            expect(out.reduce((a, l) => a + l.amount, 0n)).toBe(0n);
            expect(out.map((l) => l.account)).toEqual([...out.map((l) => l.account)].sort());
          } else {
            expect(() => validateTransfer(transfer(lines))).toThrow(InvalidTransferError);
          }
        },
      ),
    );
  });

  it('gives the same fingerprint whatever the order of the lines', () => {
    const a = validateTransfer(
      transfer([
        { account: ACCOUNTS.bank, amount: 5n },
        { account: ACCOUNTS.payoutsDue, amount: -5n },
      ]),
    );
    const b = validateTransfer(
      transfer([
        { account: ACCOUNTS.payoutsDue, amount: -2n },
        { account: ACCOUNTS.bank, amount: 5n },
        { account: ACCOUNTS.payoutsDue, amount: -3n },
      ]),
    );
    expect(fingerprint(a)).toBe(fingerprint(b));
  });
});
