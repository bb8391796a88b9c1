/**
 * CBN's NUBAN check digit (docs/domain-rules.md "Money rails: banks, names and the second factor").
 *
 * A NUBAN is 10 digits: a 9-digit serial and a check digit. The check digit is worked out over the
 * bank's 6-digit institution code followed by the serial, weights 3,7,3 repeated across the 15 digits:
 * check = (10 - sum mod 10) mod 10. A deposit money bank's institution code is its 3-digit CBN code
 * with "000" in front (which gives the original 2010 algorithm over 3 + 9 digits); a microfinance bank
 * or other financial institution's is its 5-digit code with "9" in front (the 2020 revision).
 *
 * Six-digit codes in the provider's list (Paystack's 999991 PalmPay, 999992 OPay, …) name a mobile-money
 * operator or payment service bank whose account number is often the holder's phone number: no CBN
 * institution code is known for them, so they have no check digit to test and only the length is
 * checked; the provider's resolution of the name decides.
 */

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/** The 6-digit institution code a bank code stands for in the check, or null when it has none. */
export function nubanInstitutionCode(bankCode: string): string | null {
  if (/^\d{3}$/.test(bankCode)) return `000${bankCode}`;
  if (/^\d{5}$/.test(bankCode)) return `9${bankCode}`;
  return null;
}

/** The check digit of a 9-digit serial at an institution (6 digits). */
export function nubanCheckDigit(institutionCode: string, serial: string): number {
  const digits = `${institutionCode}${serial}`;
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * (WEIGHTS[i] as number);
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether an account number can be one of this bank's: 10 digits, and where the bank has an
 * institution code, the right check digit.
 */
export function nubanValid(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  const institution = nubanInstitutionCode(bankCode);
  if (!institution) return true;
  return nubanCheckDigit(institution, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** A valid account number at the bank for the serial (the sandbox and tests make theirs this way). */
export function nubanFor(bankCode: string, serial: string): string {
  const institution = nubanInstitutionCode(bankCode);
  if (!institution || !/^\d{9}$/.test(serial)) throw new Error(`No NUBAN for ${bankCode}/${serial}`);
  return `${serial}${nubanCheckDigit(institution, serial)}`;
}
