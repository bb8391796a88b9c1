import { resolve } from 'node:path';

/** This build's migrations: release 1's 0000_init.sql, then one file per schema change (npm run db:generate). */
export const migrationsFolder = resolve(import.meta.dirname, 'migrations');
