import { z } from 'zod';
import { type Kobo, nairaToKobo, toNairaNumber } from './money.ts';

/**
 * THE codec of an amount in an answer or a body: naira on the wire (a JSON number with at most 2
 * decimals, the API's convention), kobo (a bigint) in code. The web reads every amount it computes
 * with through it and sends every amount it computed back through it, so no screen rebuilds kobo by
 * multiplying by 100 (a float: 19.99 * 100 is 1998.9999999999998). decode refuses an amount with more
 * than 2 decimals instead of rounding it; a negative amount (a refund, a correction) is allowed.
 */
export const nairaKobo = z.codec(z.number(), z.bigint(), {
  decode: (naira) => nairaToKobo(naira, { allowNegative: true }),
  encode: (kobo) => toNairaNumber(kobo),
});

/** An amount the API sent (naira) as kobo: 1500.5 -> 150050n. */
export const koboFromNaira = (naira: number): Kobo => nairaKobo.decode(naira);

/** Kobo as the API takes an amount (naira): 150050n -> 1500.5. */
export const nairaFromKobo = (kobo: Kobo): number => nairaKobo.encode(kobo);

/** The sum of amounts the API sent, in kobo (a total of the rows a screen picked). */
export const sumKobo = (nairas: readonly number[]): Kobo =>
  nairas.reduce((total, naira) => total + koboFromNaira(naira), 0n);
