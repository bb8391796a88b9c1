import type { Db } from '../db/client.ts';
import { saveSupportContact } from '../modules/support-contact/index.ts';

/**
 * The demo fund's support contact, shown beside every chat when nobody is online: opening hours and
 * when to expect an answer (the content operator sets the fund's own in the console's Content,
 * Support contact). The WhatsApp and phone numbers beside them are the fund's details (fund-details.ts).
 */
export async function seedSupportContact(db: Db, now: Date): Promise<void> {
  await saveSupportContact(
    db,
    {
      hours: 'Monday to Friday, 8:00 to 18:00, and Saturday, 9:00 to 13:00 (Lagos time)',
      reply_time: 'within 2 working hours; a message left after hours is answered the next working morning',
    },
    null,
    now,
  );
}
