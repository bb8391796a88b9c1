import { z } from 'zod';
import { type Kobo, nairaToKobo, toNairaNumber } from './money.ts';

/** An amount the API sent (naira) as kobo: 1500.5 -> 150050n. */
export const koboFromNaira = (naira: number): Kobo => nairaToKobo(naira, { allowNegative: true });

/** Kobo as the API takes an amount (naira): 150050n -> 1500.5. */
export const nairaFromKobo = (kobo: Kobo): number => toNairaNumber(kobo);

/**
 * THE codec of an amount in an answer or a body: naira on the wire (a JSON number with at most 2
 * decimals, the API's convention), kobo (a bigint) in code. The web reads every amount it computes
 * with through it (or koboFromNaira, its decode) and sends every amount it computed back through it
 * (nairaFromKobo, its encode), so no screen rebuilds kobo by multiplying by 100 (a float: 19.99 * 100
 * is 1998.9999999999998). decode refuses an amount with more than 2 decimals instead of rounding it; a
 * negative amount (a refund, a correction) is allowed.
 *
 * Marked pure, so a screen that only converts amounts (the dashboard's chart, lib/cumulative.ts) does
 * not download and run all of zod's schemas for this one codec.
 */
export const nairaKobo = /* @__PURE__ */ z.codec(/* @__PURE__ */ z.number(), /* @__PURE__ */ z.bigint(), {
  decode: koboFromNaira,
  encode: nairaFromKobo,
});

/** The sum of amounts the API sent, in kobo (a total of the rows a screen picked). */
export const sumKobo = (nairas: readonly number[]): Kobo =>
  nairas.reduce((total, naira) => total + koboFromNaira(naira), 0n);
