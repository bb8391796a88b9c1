import type { SupportContact } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundDetails, supportContact } from '../../db/schema/index.ts';

/**
 * The one row of the support contact (id 1) in the API's names, with the fund's WhatsApp and phone
 * numbers from its details (one place for them: the footer shows the same); null while no hours are set.
 */
export async function readSupportContact(db: Db): Promise<SupportContact> {
  const [row] = await db
    .select({
      hours: supportContact.hours,
      replyTime: supportContact.replyTime,
      whatsapp: fundDetails.whatsapp,
      phone: fundDetails.phone,
    })
    .from(supportContact)
    .leftJoin(fundDetails, eq(fundDetails.id, 1))
    .where(eq(supportContact.id, 1));
  if (!row) return null;
  return { hours: row.hours, reply_time: row.replyTime, whatsapp: row.whatsapp, phone: row.phone };
}

/** Sets the support contact's hours and answer time (made on the first save). */
export async function saveSupportContact(
  db: Db,
  input: { hours: string; reply_time: string },
  by: number | null,
  now: Date,
): Promise<void> {
  const values = {
    hours: input.hours,
    replyTime: input.reply_time,
    updatedBy: by,
    updatedAt: now,
  };
  await db
    .insert(supportContact)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: supportContact.id, set: values });
}
