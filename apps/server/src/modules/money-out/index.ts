export { useMoneyOutCode } from './codes.ts';
export { moneyOutRoutes } from './routes.ts';
