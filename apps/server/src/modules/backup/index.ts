/** Backups of the embedded database through the running server (npm run backup). */
export { backupRoutes } from './routes.ts';
