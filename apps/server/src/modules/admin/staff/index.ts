/** The console's Staff section: its routes, and the admin grant a second admin approves. */
export { adminGrantKind } from './admin-grant.ts';
export { adminStaffRoutes } from './routes.ts';
