import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The channel an operator's change to what the public pages show is announced on. Each instance of
 * the server keeps its own prerendered pages (http/prerendered-pages.ts) and draws them again when it
 * hears this, so a change made through one instance shows on all of them at the next request.
 */
export const PUBLIC_CONTENT_CHANNEL = 'public_content_changed';

/** Tells every instance (this one included) that the public pages' content changed. */
export async function announcePublicContentChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, '')`);
}
