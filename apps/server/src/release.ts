import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * This build's release: the root package.json's version (1.1.0), shown by the health calls beside the
 * last migration the database ran, so an operator rolling instances sees which ones run which release
 * (docs/operations.md "Upgrading").
 */
export const RELEASE_VERSION: string = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
