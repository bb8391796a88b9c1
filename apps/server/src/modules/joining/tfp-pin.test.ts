import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { assignPin, drawPin } from './tfp-pin.ts';

// The draws are scripted, one ten-digit key at a time, so a test can make them land on a pin or a
// referral key someone already holds.
let scripted: string[] = [];
const drawKeys = (...keys: string[]) => {
  scripted = [...keys];
};
const scriptedDraw = () => {
  const key = scripted.shift();
  if (key === undefined) throw new Error('no draw left in the script');
  return { pin: `TFP${key}`, key };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A test that failed midway leaves its draws unused: the next starts afresh.
beforeEach(() => {
  scripted = [];
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
const assign = (userId: number) => t.database.db.transaction((tx) => assignPin(tx, userId, scriptedDraw));

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
    expect(scripted).toEqual(['9300000002']);
    expect(await pinOf(m.userId)).toEqual({ pin: null, key: null });
  });

  it('draws TFP and ten digits, the first never 0, so the key reads the same as a number and as text', () => {
    const draws = Array.from({ length: 500 }, drawPin);
    for (const { pin, key } of draws) {
      expect(pin).toBe(`TFP${key}`);
      expect(key).toMatch(/^[1-9]\d{9}$/);
    }
    // Random: 500 draws give (all but surely) 500 different pins, and every digit somewhere after the first.
    expect(new Set(draws.map((d) => d.pin)).size).toBe(500);
    expect(new Set(draws.flatMap((d) => [...d.key.slice(1)])).size).toBe(10);
  });
});
