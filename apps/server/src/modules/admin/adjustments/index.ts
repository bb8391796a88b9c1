/** The console's Adjustments section: its routes, and the correction kind approved in Approvals. */
export { adjustmentKind } from './kind.ts';
export { adminAdjustmentRoutes } from './routes.ts';
