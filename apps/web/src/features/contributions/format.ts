const money = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Naira as the API gives it -> "₦1,500". */
export const formatMoney = (n: number | null | undefined) => money.format(n ?? 0);
