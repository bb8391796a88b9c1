import { gte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meetings } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * Starting meetings: when no meeting is upcoming, three are set 10, 24 and 45 days ahead at 10:00
 * Lagos time. At start this runs once per database (starters.ts); operators keep the list after that.
 */
export async function seedMeetings(db: Db, now: Date): Promise<void> {
  const upcoming = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(gte(meetings.startsAt, now))
    .limit(1);
  if (upcoming.length > 0) return;
  const at = (days: number) => {
    const d = new Date(now.getTime() + days * DAY_MS);
    d.setUTCHours(9, 0, 0, 0); // 10:00 WAT
    return d;
  };
  await db
    .insert(meetings)
    .values([
      {
        name: 'Lagos Trust Network Meetup',
        about:
          'Meet members of your trust network, hear how the fund works and ask about loans, POP and ETC.',
        address: 'Civic Centre, Ozumba Mbadiwe Avenue, Victoria Island, Lagos',
        startsAt: at(10),
        createdAt: now,
      },
      {
        name: 'Abuja Business Clinic',
        about: 'Our business experts review members’ plans and answer questions on growing a small business.',
        address: 'Transcorp Hilton, Maitama, Abuja',
        startsAt: at(24),
        createdAt: now,
      },
      {
        name: 'Port Harcourt Members Forum',
        about: 'Quarterly forum: cycle results, cash-out season and the Trust Bonus explained.',
        address: 'Hotel Presidential, Aba Road, Port Harcourt',
        startsAt: at(45),
        createdAt: now,
      },
    ])
    .onConflictDoNothing();
}
