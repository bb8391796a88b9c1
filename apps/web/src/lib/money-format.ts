const whole = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});
const withKobo = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
});

/**
 * Naira as the API gives it (a number with at most 2 decimals) -> "₦1,500" or "₦1,500.50".
 * Display only: amounts are never computed from these numbers.
 */
export const formatMoney = (n: number | null | undefined) => {
  const v = n ?? 0;
  return Number.isInteger(v) ? whole.format(v) : withKobo.format(v);
};
