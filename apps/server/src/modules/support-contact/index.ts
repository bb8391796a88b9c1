export { saveSupportContact } from './queries.ts';
export { supportContactRoutes } from './routes.ts';
