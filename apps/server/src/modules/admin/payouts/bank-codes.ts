/**
 * Nigerian banks and their CBN bank codes (the codes Paystack's transfer recipients take). Members
 * type their bank's name, so each bank is known by the names and short forms people write; a name
 * not found here has no code, and its payout goes in a bulk-payment CSV for the fund's bank instead.
 */
const BANKS: readonly { code: string; names: readonly string[] }[] = [
  { code: '044', names: ['Access Bank', 'Access', 'Access Bank Plc', 'Diamond Bank'] },
  { code: '023', names: ['Citibank', 'Citibank Nigeria'] },
  { code: '050', names: ['Ecobank', 'Ecobank Nigeria'] },
  { code: '070', names: ['Fidelity Bank', 'Fidelity'] },
  { code: '011', names: ['First Bank', 'First Bank of Nigeria', 'FirstBank', 'FBN'] },
  { code: '214', names: ['First City Monument Bank', 'FCMB'] },
  { code: '058', names: ['Guaranty Trust Bank', 'GTBank', 'GT Bank', 'GTB', 'GTCO'] },
  { code: '030', names: ['Heritage Bank', 'Heritage'] },
  { code: '301', names: ['Jaiz Bank', 'Jaiz'] },
  { code: '082', names: ['Keystone Bank', 'Keystone'] },
  { code: '076', names: ['Polaris Bank', 'Polaris', 'Skye Bank'] },
  { code: '101', names: ['Providus Bank', 'Providus'] },
  { code: '221', names: ['Stanbic IBTC Bank', 'Stanbic IBTC', 'Stanbic'] },
  { code: '068', names: ['Standard Chartered Bank', 'Standard Chartered'] },
  { code: '232', names: ['Sterling Bank', 'Sterling'] },
  { code: '032', names: ['Union Bank of Nigeria', 'Union Bank'] },
  { code: '033', names: ['United Bank for Africa', 'UBA'] },
  { code: '215', names: ['Unity Bank', 'Unity'] },
  { code: '035', names: ['Wema Bank', 'Wema', 'ALAT by Wema', 'ALAT'] },
  { code: '057', names: ['Zenith Bank', 'Zenith'] },
];

/** Lower case, letters and digits only, "plc"/"nigeria"/"limited" dropped: how names are compared. */
const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(plc|limited|ltd|nigeria)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

const BY_NAME = new Map(BANKS.flatMap((b) => b.names.map((n) => [normal(n), b.code] as const)));

/** The bank code of a bank name as a member wrote it; undefined when the name is not known. */
export function bankCodeOf(bankName: string): string | undefined {
  const key = normal(bankName);
  return key ? BY_NAME.get(key) : undefined;
}
