export { formatMoney } from '@trust/shared/money';
