/**
 * The referral key of a register link (part 1 section 5): a bare query key with no value, as in
 * `/register?0123456789`. The key is the ten digits of the referrer's Trust Fund Pin; a link written
 * with the TFP prefix (`?TFP0123456789`) is read the same way. Anything else is not a referral, so a
 * damaged link still lets the visitor register (without a referrer) instead of failing.
 */
export function referralKeyFrom(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    if (!part || part.includes('=')) continue;
    let key: string;
    try {
      key = decodeURIComponent(part).trim();
    } catch {
      continue;
    }
    const digits = key.replace(/^TFP/i, '');
    if (/^\d{10}$/.test(digits)) return digits;
  }
  return null;
}

/** The register call's referral fields: u_trust_link 1 and u_associate_tfp 'TFP'+key, or 0 without a key. */
export function referralFields(key: string | null): { u_trust_link: 0 | 1; u_associate_tfp?: string } {
  return key ? { u_trust_link: 1, u_associate_tfp: `TFP${key}` } : { u_trust_link: 0 };
}
