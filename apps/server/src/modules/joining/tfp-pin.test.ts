import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { assignPin } from './tfp-pin.ts';

// The pin's digits come from node:crypto's randomInt. Here they can be scripted, one pin at a time, so a
// test can make the draw land on a pin or a referral key someone already holds; unscripted draws (the
// rest of the app) stay random.
const scripted: number[] = [];
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return {
    ...real,
    randomInt: (...args: Parameters<typeof real.randomInt>) =>
      scripted.length > 0 ? scripted.shift() : (real.randomInt as (...a: unknown[]) => number)(...args),
  };
});
/** Makes the next draws give these ten-digit keys, in order. */
const drawKeys = (...keys: string[]) => {
  for (const key of keys) scripted.push(...[...key].map(Number));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A test that failed midway leaves its draws unused: the next starts from random draws again.
beforeEach(() => {
  scripted.length = 0;
});

/** A registered member who has not paid yet: no pin and no referral key. */
const withoutPin = () => createMember(t, { user: { tfpPin: null, referralKey: null } });
const pinOf = async (userId: number) =>
  (
    await t.database.db
      .select({ pin: users.tfpPin, key: users.referralKey })
      .from(users)
      .where(eq(users.id, userId))
  )[0];
const assign = (userId: number) => t.database.db.transaction((tx) => assignPin(tx, userId));

describe('a Trust Fund Pin for a member who pays for the first time', () => {
  it('skips a pin another member holds and a key another member refers with, and takes the first free one', async () => {
    // One member holds the pin TFP9100000001 with another referral key; another refers with the key
    // 9100000002 under another pin. Neither pin nor key may be given twice.
    await createMember(t, { user: { tfpPin: 'TFP9100000001', referralKey: '9100000901' } });
    await createMember(t, { user: { tfpPin: 'TFP9100000902', referralKey: '9100000002' } });
    const m = await withoutPin();
    drawKeys('9100000001', '9100000002', '9100000003');
    expect(await assign(m.userId)).toBe('TFP9100000003');
    expect(await pinOf(m.userId)).toEqual({ pin: 'TFP9100000003', key: '9100000003' });
    expect(scripted).toEqual([]);
  });

  it('keeps the pin a member already has: a pin never changes', async () => {
    const m = await withoutPin();
    drawKeys('9200000001');
    const first = await assign(m.userId);
    expect(await assign(m.userId)).toBe(first);
    expect(await pinOf(m.userId)).toEqual({ pin: 'TFP9200000001', key: '9200000001' });
  });

  it('gives up after 20 draws that are all taken, and leaves the member without a pin', async () => {
    await createMember(t, { user: { tfpPin: 'TFP9300000001', referralKey: '9300000001' } });
    const m = await withoutPin();
    // Twenty taken draws, then a free one that must not be reached.
    drawKeys(...Array.from({ length: 20 }, () => '9300000001'), '9300000002');
    await expect(assign(m.userId)).rejects.toThrow('Could not find a free Trust Fund Pin');
    expect(scripted).toHaveLength(10);
    expect(await pinOf(m.userId)).toEqual({ pin: null, key: null });
  });
});
