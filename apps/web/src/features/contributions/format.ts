export { formatMoney } from '../../lib/money-format.ts';
