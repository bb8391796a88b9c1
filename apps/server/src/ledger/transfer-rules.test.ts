import { describe, expect, it } from 'vitest';
import { ACCOUNTS, describeAccount, memberAccount, normalSign } from './accounts.ts';
import {
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidTransferError,
  ReversalError,
  UnknownAccountError,
} from './errors.ts';
import { fingerprint, type Transfer, validateTransfer } from './posting.ts';

// What a transfer must be before anything is written, and the chart of accounts it is checked
// against (no I/O). The messages are what an operator reads in the logs when a caller is wrong.
const at = new Date('2026-01-05T09:00:00Z');
const good = (): Transfer => ({
  key: 'pay-1',
  kind: 'contribution',
  memberId: 1,
  description: 'Weekly contribution',
  at,
  lines: [
    { account: ACCOUNTS.providerClearing, amount: 500n },
    { account: memberAccount(1, 'contributions'), amount: -500n },
  ],
});
const refused = (t: Partial<Transfer> | Record<string, unknown>) => () =>
  validateTransfer({ ...good(), ...t } as Transfer);

describe('validateTransfer', () => {
  it('accepts a key of 1 to 200 characters and refuses a blank, missing or longer one', () => {
    const keyMessage = 'A transfer needs an idempotency key of 1 to 200 characters';
    expect(validateTransfer({ ...good(), key: 'k' })).toHaveLength(2);
    expect(validateTransfer({ ...good(), key: 'k'.repeat(200) })).toHaveLength(2);
    expect(refused({ key: 'k'.repeat(201) })).toThrow(new InvalidTransferError(keyMessage));
    expect(refused({ key: '' })).toThrow(keyMessage);
    expect(refused({ key: '   ' })).toThrow(keyMessage);
    expect(refused({ key: 42 })).toThrow(keyMessage);
  });

  it('needs a kind, a description and a valid time', () => {
    expect(refused({ kind: '' })).toThrow('A transfer needs a kind');
    expect(refused({ kind: ' ' })).toThrow('A transfer needs a kind');
    expect(refused({ kind: undefined })).toThrow('A transfer needs a kind');
    expect(validateTransfer({ ...good(), description: '' })).toHaveLength(2);
    expect(refused({ description: undefined })).toThrow('A transfer needs a description');
    const atMessage = 'A transfer needs the time it happened (at) from the clock';
    expect(refused({ at: new Date('nope') })).toThrow(atMessage);
    expect(refused({ at: at.getTime() as unknown as Date })).toThrow(atMessage);
  });

  it('takes a positive whole member id, or none', () => {
    expect(validateTransfer({ ...good(), memberId: undefined })).toHaveLength(2);
    expect(validateTransfer({ ...good(), memberId: 1 })).toHaveLength(2);
    for (const memberId of [0, -1, 1.5, Number.NaN]) {
      expect(refused({ memberId })).toThrow('memberId must be a positive integer');
    }
  });

  it('needs two lines of whole, non-zero kobo on known accounts that balance', () => {
    const [a, b] = good().lines as [Transfer['lines'][0], Transfer['lines'][0]];
    expect(refused({ lines: [a] })).toThrow('A transfer needs at least two lines');
    expect(refused({ lines: undefined })).toThrow('A transfer needs at least two lines');
    expect(refused({ lines: [a, { ...b, amount: -500 as unknown as bigint }] })).toThrow(
      'Amounts are integer kobo (bigint)',
    );
    expect(
      refused({
        lines: [a, b, { account: ACCOUNTS.bank, amount: 0n }],
      }),
    ).toThrow('A line cannot be zero');
    expect(refused({ lines: [a, { ...b, amount: -499n }] })).toThrow(
      'Transfer "pay-1" does not balance (off by 1 kobo)',
    );
    expect(
      refused({
        lines: [a, { ...a, amount: -500n }],
      }),
    ).toThrow('Transfer "pay-1" moves no money');
    expect(refused({ lines: [a, { account: 'asset:cash', amount: -500n }] })).toThrow(
      new UnknownAccountError('asset:cash'),
    );
  });

  it('merges lines per account, drops accounts that cancel out, and sorts by account code', () => {
    const lines = validateTransfer({
      ...good(),
      lines: [
        { account: memberAccount(1, 'contributions'), amount: -300n },
        { account: ACCOUNTS.providerClearing, amount: 500n },
        { account: ACCOUNTS.bank, amount: 40n },
        { account: memberAccount(1, 'contributions'), amount: -200n },
        { account: ACCOUNTS.bank, amount: -40n },
      ],
    });
    expect(lines).toEqual([
      { account: ACCOUNTS.providerClearing, amount: 500n },
      { account: memberAccount(1, 'contributions'), amount: -500n },
    ]);
    expect(fingerprint(lines)).toBe('asset:provider-clearing=500;member:1:contributions=-500');
    const three = validateTransfer({
      ...good(),
      lines: [
        { account: ACCOUNTS.payoutsDue, amount: -3n },
        { account: ACCOUNTS.bank, amount: 1n },
        { account: ACCOUNTS.equity, amount: 2n },
      ],
    });
    expect(three.map((l) => l.account)).toEqual([ACCOUNTS.bank, ACCOUNTS.equity, ACCOUNTS.payoutsDue]);
  });
});

describe('the chart of accounts', () => {
  it('names member accounts by a positive whole user id', () => {
    expect(memberAccount(7, 'earnings')).toBe('member:7:earnings');
    for (const id of [0, -7, 1.5]) {
      expect(() => memberAccount(id, 'earnings')).toThrow(`Unknown ledger account "member:${id}:earnings"`);
    }
  });

  it('knows the type, owner and floor of every account, and refuses any other code', () => {
    expect(describeAccount('member:12:contributions')).toEqual({
      code: 'member:12:contributions',
      type: 'liability',
      memberId: 12,
      hasFloor: true,
    });
    expect(describeAccount('member:3:earnings').type).toBe('liability');
    for (const kind of ['loan', 'pop', 'etc'] as const) {
      expect(describeAccount(memberAccount(3, kind)).type).toBe('asset');
    }
    expect(describeAccount(ACCOUNTS.bank)).toEqual({
      code: 'asset:bank',
      type: 'asset',
      memberId: null,
      hasFloor: false,
    });
    expect(describeAccount(ACCOUNTS.payoutsDue).type).toBe('liability');
    expect(describeAccount(ACCOUNTS.membershipFees).type).toBe('income');
    expect(describeAccount(ACCOUNTS.trustBonus).type).toBe('expense');
    expect(describeAccount(ACCOUNTS.equity).type).toBe('equity');
    for (const code of [
      'member:0:earnings',
      'member:01:earnings',
      'member:1:savings',
      'xmember:1:earnings',
      'member:1:earnings:x',
      'member:12345678901:earnings',
      'asset:cash',
    ]) {
      expect(() => describeAccount(code)).toThrow(`Unknown ledger account "${code}"`);
    }
    expect(describeAccount('member:1234567890:etc').memberId).toBe(1234567890);
  });

  it('reads assets and expenses on the debit side, the others on the credit side', () => {
    expect(normalSign('asset')).toBe(1n);
    expect(normalSign('expense')).toBe(1n);
    expect(normalSign('liability')).toBe(-1n);
    expect(normalSign('income')).toBe(-1n);
    expect(normalSign('equity')).toBe(-1n);
  });
});

describe('ledger errors', () => {
  it('say what was refused', () => {
    const conflict = new IdempotencyConflictError('pay-1');
    expect(conflict).toMatchObject({ name: 'IdempotencyConflictError', key: 'pay-1' });
    expect(conflict.message).toBe('Idempotency key "pay-1" was already used for a different transfer');
    const insufficient = new InsufficientBalanceError('member:1:earnings', 100n, 150n);
    expect(insufficient).toMatchObject({
      name: 'InsufficientBalanceError',
      available: 100n,
      requested: 150n,
    });
    expect(insufficient.message).toBe('Account member:1:earnings has 100 kobo; the transfer needs 150');
    expect(new ReversalError('No journal entry 9')).toMatchObject({
      name: 'ReversalError',
      message: 'No journal entry 9',
    });
    expect(new InvalidTransferError('x').name).toBe('InvalidTransferError');
    expect(new UnknownAccountError('asset:cash')).toMatchObject({
      name: 'UnknownAccountError',
      code: 'asset:cash',
    });
  });
});
