import { nubanFor } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { ManualClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { memberships, plans, users } from '../db/schema/index.ts';
import { databaseAuthorizationStore, SANDBOX_PIN, SandboxGateway } from '../gateways/index.ts';
import { receiveContribution, WEEK_MS } from '../modules/contributions/index.ts';
import type { JoiningContext } from '../modules/joining/index.ts';
import { chooseTransfer, confirmTransfer } from '../modules/joining/index.ts';
import { saveCard } from '../modules/payments/index.ts';
import { addTrustMember, answerNetworkRequest } from '../modules/trust-network/index.ts';

/** A SILVER member of the demo who saves by monthly bank transfer and has a card for the weekly debit. */
export interface LendingMember {
  email: string;
  fullName: string;
  phone: string;
  address: string;
  accountNumber: string;
}

/**
 * Nine SILVER members who joined half a year ago: the borrowers, their trusters and the POP and ETC
 * applicants of the console's queues (console-queues.ts). Account numbers are valid NUBANs at GTBank
 * (058, check digit included), so the payout files name a real bank.
 */
export const LENDING_MEMBERS: LendingMember[] = [
  ['chidi', 'Chidi Nwosu', '14 Ogui Road, Enugu, Enugu State'],
  ['halima', 'Halima Bello', '3 Ahmadu Bello Way, Kaduna, Kaduna State'],
  ['emeka', 'Emeka Obi', '21 Wetheral Road, Owerri, Imo State'],
  ['funke', 'Funke Adeyemi', '8 Ring Road, Ibadan, Oyo State'],
  ['ibrahim', 'Ibrahim Musa', '40 Murtala Mohammed Way, Kano, Kano State'],
  ['ngozi', 'Ngozi Eze', '5 Okpara Avenue, Enugu, Enugu State'],
  ['segun', 'Segun Ajayi', '17 Oba Adesida Road, Akure, Ondo State'],
  ['aisha', 'Aisha Lawal', '2 Garki Area 11, Abuja, FCT'],
  ['bisi', 'Bisi Oladipo', '9 Allen Avenue, Ikeja, Lagos State'],
].map(([key, fullName, address], i) => ({
  email: `${key}@demo.trustfund.ng`,
  fullName: fullName as string,
  phone: `23480300001${String(i).padStart(2, '0')}`,
  address: address as string,
  accountNumber: nubanFor('058', String(1456 + i * 1000).padStart(9, '0')),
}));

/** Whose trust network each borrower asks their trusters from (console-queues.ts). */
const TRUSTERS: Record<string, [string, string]> = {
  emeka: ['funke', 'ibrahim'],
  halima: ['ngozi', 'segun'],
  chidi: ['aisha', 'bisi'],
};

/** The demo members' password (the same as the other demo members'). */
export const LENDING_PASSWORD = 'Member@2026';

/** Monday 10:00 in Lagos (09:00 UTC) of the week that holds `at`. */
export function mondayTenOf(at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 9));
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000);
}

/** How long ago the lending members joined: long enough for the 24 paid weeks POP and ETC ask. */
export const JOINED_WEEKS_AGO = 26;

/**
 * Makes each lending member through the real services, on a clock set back half a year: the plan
 * bought by a bank transfer an operator confirms (joining), a card saved from a sandbox charge (kept
 * in the database, so the running sandbox can charge it weekly), a full profile with bank details,
 * then twelve weeks of contributions by bank transfer every twelve weeks, paid ahead, past today, all
 * posted to the ledger. Each borrower has their two trusters in their trust network. Answers the
 * members' ids by email. An email already taken is left as it is (and not given a history).
 */
export async function seedLendingMembers(
  db: Db,
  now: Date,
  passwordHash: string,
): Promise<Map<string, number>> {
  const start = mondayTenOf(new Date(now.getTime() - JOINED_WEEKS_AGO * WEEK_MS));
  const clock = new ManualClock(start);
  const ctx = { db, clock } as unknown as JoiningContext;
  const sandbox = new SandboxGateway({
    publicUrl: 'http://localhost',
    now: () => clock.now(),
    deliverWebhook: async () => {},
    store: databaseAuthorizationStore(db),
  });
  const [silver] = await db.select().from(plans).where(eq(plans.name, 'SILVER'));
  if (!silver) throw new Error('the plan catalogue is not seeded');
  const ids = new Map<string, number>();
  for (const [i, m] of LENDING_MEMBERS.entries()) {
    clock.set(new Date(start.getTime() + i * 60_000));
    const [made] = await db
      .insert(users)
      .values({
        fullName: m.fullName,
        email: m.email,
        phone: m.phone,
        passwordHash,
        role: 'member',
        emailVerifiedAt: clock.now(),
        gender: i % 2 ? 'Male' : 'Female',
        dob: `19${80 + i}-0${1 + (i % 9)}-1${i}`,
        businessSector: 'Trading',
        address: m.address,
        hearAboutUs: 'A friend',
        kinName: 'Next of Kin',
        kinContact: '2348030000099',
        kinEmail: 'kin@example.com',
        bankName: 'Guaranty Trust Bank',
        bankCode: '058',
        accountNumber: m.accountNumber,
        accountHolderName: m.fullName.toUpperCase(),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!made) continue;
    ids.set(m.email, made.id);
    const transfer = await chooseTransfer(ctx, made.id, silver.id);
    await confirmTransfer(ctx, { tfp: transfer.pin, amountKobo: transfer.totalKobo });
    await giveCard(db, sandbox, made.id, m.email, clock.now());
  }
  await payMonthly(db, clock, start, ids, now);
  await linkNetworks(db, clock, ids, start);
  return ids;
}

/** How many weeks each transfer pays ahead. */
const PAID_AHEAD_WEEKS = 12;

/** A card saved as a card payment saves it: the sandbox's authorization of a test card. */
async function giveCard(db: Db, sandbox: SandboxGateway, userId: number, email: string, at: Date) {
  const reference = `demo-card-${userId}`;
  await sandbox.chargeCard({
    reference,
    amountKobo: 10_000n,
    email,
    callbackUrl: '',
    card: { number: '4084084084084081', expMonth: '12', expYear: '39', cvv: '408', pin: SANDBOX_PIN },
  });
  const authorization = (await sandbox.verify(reference)).authorization;
  if (!authorization) throw new Error('the sandbox saved no card');
  await db.transaction((tx) => saveCard(tx, userId, 'sandbox', authorization, at));
}

/**
 * Twelve weeks by bank transfer every twelve weeks, from the first week to past `until` (a quarter at a
 * time keeps the demo's start quick: each transfer is one transaction for nine members).
 */
async function payMonthly(db: Db, clock: ManualClock, start: Date, ids: Map<string, number>, until: Date) {
  for (let week = 0; start.getTime() + week * WEEK_MS <= until.getTime(); week += PAID_AHEAD_WEEKS) {
    clock.set(new Date(start.getTime() + week * WEEK_MS + 3_600_000));
    for (const id of ids.values()) {
      const [m] = await db
        .select({ weekly: memberships.contributionKobo })
        .from(memberships)
        .where(and(eq(memberships.userId, id), eq(memberships.status, 'active')));
      if (!m) continue;
      await db.transaction((tx) =>
        receiveContribution(tx, {
          source: 'bank-transfer',
          from: 'bank',
          memberId: id,
          amountKobo: m.weekly * BigInt(PAID_AHEAD_WEEKS),
          key: `demo-transfer:${id}:${week}`,
          description: 'Contribution by bank transfer',
          at: clock.now(),
        }),
      );
    }
  }
}

/** Each borrower asks their two trusters into their trust network, and they accept (trust-network). */
async function linkNetworks(db: Db, clock: ManualClock, ids: Map<string, number>, start: Date) {
  clock.set(new Date(start.getTime() + 2 * 86_400_000));
  const pins = await db.select({ id: users.id, pin: users.tfpPin }).from(users);
  const pinOf = new Map(pins.map((p) => [p.id, p.pin ?? '']));
  const id = (name: string) => ids.get(`${name}@demo.trustfund.ng`);
  for (const [borrower, trusters] of Object.entries(TRUSTERS)) {
    const a = id(borrower);
    for (const t of trusters) {
      const b = id(t);
      if (!a || !b) continue;
      await addTrustMember({ db, clock }, a, pinOf.get(b) ?? '');
      await answerNetworkRequest({ db, clock }, b, { byUserId: a, accept: true });
    }
  }
}
