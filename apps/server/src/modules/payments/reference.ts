import { randomBytes } from 'node:crypto';

/**
 * Every purpose a payment can have, with the prefix of its references. The prefix lets an operator
 * tell from a bank or provider statement what a payment was for (TF: a plan; TFC: a card check;
 * SM: Save More; TRF: a plan paid by bank transfer; LR, PR, ER: a loan, POP or ETC repayment by card;
 * LRT, PRT, ERT: one by bank transfer, awaiting an operator; TCC: a card change's check; TFU: a plan
 * upgrade; TRU: a plan upgrade paid by bank transfer). A new purpose gets its prefix here and its
 * handler in its own module, listed in modules/registries.ts.
 */
const PREFIXES = {
  plan: 'TF',
  'card-setup': 'TFC',
  'save-more': 'SM',
  transfer: 'TRF',
  'loan-repayment': 'LR',
  'pop-repayment': 'PR',
  'etc-repayment': 'ER',
  'loan-repayment-transfer': 'LRT',
  'pop-repayment-transfer': 'PRT',
  'etc-repayment-transfer': 'ERT',
  'card-change': 'TCC',
  'plan-change': 'TFU',
  'plan-change-transfer': 'TRU',
} as const;

export type PurposeName = keyof typeof PREFIXES;

/** Every purpose a payment can have. */
export const PURPOSE_NAMES = Object.keys(PREFIXES) as PurposeName[];

/** Our own payment reference: unguessable, unique, accepted by every provider (capitals, digits, dashes). */
export const newReference = (purpose: PurposeName) =>
  `${PREFIXES[purpose]}-${randomBytes(10).toString('hex').toUpperCase()}`;

/** The reference of the charge a card check leads to (the plan paid with the card just saved). */
export const followUpReference = (setupReference: string) => `${setupReference}-P`;
