import { GROUP_CHAT_KINDS, type GroupLinks } from '@trust/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatGroupLinks } from '../../db/schema/index.ts';

/** Each expert kind's external group chat, or null where the operator has set none. */
export async function groupLinks(db: Db): Promise<GroupLinks> {
  const rows = await db.select().from(chatGroupLinks);
  const out: GroupLinks = { business_expert: null, legal_adviser: null, medical_adviser: null };
  for (const r of rows) if (r.kind in out) out[r.kind as keyof GroupLinks] = r.url;
  return out;
}

/** Sets the links; an empty one removes the kind's link (its entry opens the in-app chat again). */
export async function saveGroupLinks(db: Db, input: Record<keyof GroupLinks, string>, by: number, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(chatGroupLinks).where(inArray(chatGroupLinks.kind, [...GROUP_CHAT_KINDS]));
    const rows = GROUP_CHAT_KINDS.filter((k) => input[k] !== '').map((k) => ({
      kind: k,
      url: input[k],
      updatedBy: by,
      updatedAt: now,
    }));
    if (rows.length) await tx.insert(chatGroupLinks).values(rows);
  });
}
