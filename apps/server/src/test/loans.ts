import { eq } from 'drizzle-orm';
import { cards, contributionWeeks, idDocuments, trustMembers, users } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { createMember, type PlanName } from './members.ts';

const WEEK = 7 * 86_400_000;

/**
 * A member who may borrow (section 4.6): a paid plan, a card, a profile at 75%, 12 paid weeks, and
 * (unless idChecked is false) an approved ID document, so the plan's cap is the only one.
 */
export async function borrower(
  t: TestApp,
  o: { plan?: PlanName; weeks?: number; card?: boolean; profile?: boolean; idChecked?: boolean } = {},
) {
  const db = t.database.db;
  const now = t.clock.now();
  const startedAt = new Date(now.getTime() - 13 * WEEK);
  const m = await createMember(t, {
    plan: o.plan ?? 'SILVER',
    startedAt,
    bank: true,
    user: {
      fullName: 'Bola Borrower',
      ...(o.profile === false
        ? {}
        : {
            gender: 'Female',
            dob: '1990-01-01',
            businessSector: 'Trading',
            address: '1 Broad Street, Lagos',
            kinName: 'Ade Kin',
            kinContact: '2348030000000',
            kinEmail: 'kin@example.com',
          }),
    },
  });
  if (o.card !== false) {
    await db.insert(cards).values({
      userId: m.userId,
      gateway: 'sandbox',
      authorizationCode: `AUTH_${m.userId}`,
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '39',
      createdAt: startedAt,
    });
  }
  if (o.idChecked !== false) await approvedIdDocument(t, m.userId);
  const weeks = o.weeks ?? 12;
  if (weeks > 0) {
    await db.insert(contributionWeeks).values(
      Array.from({ length: weeks }, (_, i) => ({
        userId: m.userId,
        membershipId: m.membershipId,
        cycleNumber: 1,
        week: i + 1,
        dueAt: new Date(startedAt.getTime() + i * WEEK),
        amountKobo: 100_000n,
        status: 'paid',
        source: 'card',
        reference: `test-week:${m.userId}:${i + 1}`,
      })),
    );
  }
  return m;
}

/** An ID document of the member, approved: their tier is "id_checked". */
export async function approvedIdDocument(t: TestApp, userId: number) {
  await t.database.db.insert(idDocuments).values({
    userId,
    type: 'nin',
    numberLast4: '1234',
    contentType: 'image/png',
    sizeBytes: 8,
    file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    status: 'approved',
    submittedAt: t.clock.now(),
    reviewedAt: t.clock.now(),
  });
}

/** An accepted trust member of `of` on `plan` (trust_members status 1). */
export async function truster(t: TestApp, of: number, plan: PlanName = 'SILVER', name = 'Tayo Truster') {
  const m = await createMember(t, { plan, user: { fullName: name } });
  await linkTrust(t, of, m.userId);
  return m;
}

export async function linkTrust(t: TestApp, a: number, b: number) {
  await t.database.db.insert(trustMembers).values({
    requesterId: a,
    memberId: b,
    lowId: Math.min(a, b),
    highId: Math.max(a, b),
    status: 1,
    requestedAt: t.clock.now(),
    answeredAt: t.clock.now(),
  });
}

export async function pinStatus(t: TestApp, userId: number) {
  const [u] = await t.database.db.select({ s: users.tfpPinStatus }).from(users).where(eq(users.id, userId));
  return u?.s;
}

/** MM/DD/YYYY `days` after the clock's day. */
export function dayAfter(t: TestApp, days: number) {
  const d = new Date(t.clock.now().getTime() + 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}
