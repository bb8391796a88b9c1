export { CODE_TRIES, CODE_TTL_MS, useMoneyOutCode } from './codes.ts';
export { moneyOutRoutes } from './routes.ts';
export { sendMoneyOutCode } from './send.ts';
