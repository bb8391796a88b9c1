import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A Trust Fund Pin: TFP and ten digits (13 characters); the digits are the member's referral key. */
export const drawPin = (): { pin: string; key: string } => {
  // The first digit is never 0, so the key reads the same as a number and as text.
  let key = String(randomInt(1, 10));
  for (let i = 0; i < 9; i++) key += String(randomInt(0, 10));
  return { pin: `TFP${key}`, key };
};

/**
 * Gives the member a unique pin and referral key if they have none (inside the caller's
 * transaction) and returns the pin. Keeps an existing pin: a member's pin never changes.
 * `draw` makes one candidate; a test passes draws of its own to land on pins already taken.
 */
export async function assignPin(tx: Db, userId: number, draw = drawPin): Promise<string> {
  const [user] = await tx.select({ pin: users.tfpPin }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`No user ${userId}`);
  if (user.pin) return user.pin;
  for (let attempt = 0; attempt < 20; attempt++) {
    const { pin, key } = draw();
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.tfpPin, pin)).limit(1);
    const [keyTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralKey, key))
      .limit(1);
    if (taken || keyTaken) continue;
    await tx
      .update(users)
      .set({ tfpPin: pin, referralKey: key })
      .where(and(eq(users.id, userId), isNull(users.tfpPin)));
    return pin;
  }
  throw new Error('Could not find a free Trust Fund Pin');
}
