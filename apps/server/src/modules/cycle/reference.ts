/**
 * The provider reference of one period's debit, which is also its ledger key: `WD-<member>-<cycle>-<week>`,
 * in Paystack's alphabet (letters, digits, `-`, `.`, `=`), and the same for every try, so a retry after
 * a crash meets the first charge at the provider. Release 1 used `weekly-debit:<member>:<cycle>-<week>`,
 * which Paystack refuses: rows recorded under it keep it (resumeCharge reads the stored reference).
 */
export const debitReference = (userId: number, cycleNumber: number, week: number) =>
  `WD-${userId}-${cycleNumber}-${week}`;

/** Whether a provider reference is a weekly debit's, of this release or of release 1. */
export const isDebitReference = (reference: string) =>
  /^WD-\d+-\d+-\d+$/.test(reference) || reference.startsWith('weekly-debit:');
