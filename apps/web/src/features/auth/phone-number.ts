/** Country codes offered on the register form; Nigeria first (the fund's members are mostly there). */
export const COUNTRY_CODES = [
  { code: '234', label: 'NG +234' },
  { code: '233', label: 'GH +233' },
  { code: '27', label: 'ZA +27' },
  { code: '254', label: 'KE +254' },
  { code: '237', label: 'CM +237' },
  { code: '229', label: 'BJ +229' },
  { code: '44', label: 'UK +44' },
  { code: '1', label: 'US +1' },
] as const;

/**
 * The phone number with its country code, as the register call takes it (`+2348012345678`; the
 * plus is removed on submit by the shared schema). A local number typed with its trunk 0
 * (08012345678) loses the 0, since the country code replaces it. Empty stays empty, so the form
 * says 'Enter phone number' rather than a length message.
 */
export function withCountryCode(countryCode: string, local: string): string {
  const digits = local.replace(/[\s()-]/g, '').replace(/^0+(?=\d)/, '');
  return digits ? `+${countryCode}${digits}` : '';
}
