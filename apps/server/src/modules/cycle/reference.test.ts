import { describe, expect, it } from 'vitest';
import { debitReference, isDebitReference } from './reference.ts';

// Known answers: the reference Paystack is sent for a period's debit, and which provider references the
// fund reads back as weekly debits (the simulation's checks and the crash tests count debits by it).
describe('the weekly debit’s provider reference', () => {
  it('is WD-<member>-<cycle>-<week>, in the letters Paystack accepts, the same for every try', () => {
    expect(debitReference(42, 1, 7)).toBe('WD-42-1-7');
    expect(debitReference(1053, 12, 52)).toBe('WD-1053-12-52');
    expect(debitReference(42, 1, 7)).toBe(debitReference(42, 1, 7));
    expect(debitReference(1053, 12, 52)).toMatch(/^[A-Za-z0-9.=-]+$/);
  });

  it.each([
    ['WD-42-1-7', 'this release'],
    ['WD-1053-12-52', 'several digits in each part'],
    ['weekly-debit:42:1-7', 'release 1, whose rows keep it'],
  ])('reads %s as a weekly debit (%s)', (reference) => {
    expect(isDebitReference(reference)).toBe(true);
  });

  it.each([
    ['TFC-B5A7193D4B9139B8A5B9', 'a plan payment'],
    ['TFC-B5A7193D4B9139B8A5B9-P', 'a plan charge after the card check'],
    ['WD-42-1', 'a part missing'],
    ['WD-42-1-7x', 'something after the week'],
    ['xWD-42-1-7', 'something before'],
    ['WD-a-1-7', 'a member that is not a number'],
    ['WD-42-b-7', 'a cycle that is not a number'],
    ['WD-42-1-c', 'a week that is not a number'],
    ['save-more:weekly-debit:1', 'the old prefix inside another'],
    ['', 'nothing'],
  ])('does not read %s as a weekly debit (%s)', (reference) => {
    expect(isDebitReference(reference)).toBe(false);
  });
});
