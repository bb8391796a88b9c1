import type { SupportContact } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportContact } from '../../db/schema/index.ts';

/** The one row of the support contact (id 1), in the API's names; null while none is set. */
export async function readSupportContact(db: Db): Promise<SupportContact> {
  const [row] = await db.select().from(supportContact).where(eq(supportContact.id, 1));
  if (!row) return null;
  return { hours: row.hours, reply_time: row.replyTime, whatsapp: row.whatsapp, phone: row.phone };
}

/** Sets the support contact (made on the first save). Numbers arrive as digits, the plus removed. */
export async function saveSupportContact(
  db: Db,
  input: { hours: string; reply_time: string; whatsapp: string; phone: string },
  by: number | null,
  now: Date,
): Promise<void> {
  const values = {
    hours: input.hours,
    replyTime: input.reply_time,
    whatsapp: input.whatsapp,
    phone: input.phone,
    updatedBy: by,
    updatedAt: now,
  };
  await db
    .insert(supportContact)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: supportContact.id, set: values });
}
