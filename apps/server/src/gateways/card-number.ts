/** Card-number helpers shared by the sandbox and the card form rules. */

/** The Luhn checksum every real card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card scheme from the number's first digits (what a member recognises on their card). */
export function cardBrand(number: string): string {
  if (/^(506[01]|507[89]|6500)/.test(number)) return 'verve';
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  return 'card';
}
