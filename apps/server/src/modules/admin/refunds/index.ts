/** Refunds the provider could not finish (failed, needs-attention), taken up by finance in the console. */
export { adminRefundRoutes } from './routes.ts';
