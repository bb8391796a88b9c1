import { NIGERIAN_STATES, type NigerianState } from '@trust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { addressInStates, addressStatePart, STATE_PARTS_VALUES } from './address-state.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The state the rule reads from an address, by the SQL the reports and the segments run. */
async function stateOf(address: string | null): Promise<string | null> {
  const [row] = await rowsOf<{ state: string | null }>(
    database.db,
    sql`select (select s.name from (values ${STATE_PARTS_VALUES}) s(part, name)
                where s.part = ${addressStatePart(sql`${address}::text`)}) as state`,
  );
  return row?.state ?? null;
}

async function inStates(address: string, states: NigerianState[]): Promise<boolean> {
  const [row] = await rowsOf<{ yes: boolean }>(
    database.db,
    sql`select ${addressInStates(sql`${address}::text`, states)} as yes`,
  );
  return Boolean(row?.yes);
}

describe('the state an address names (one rule for reports and messages)', () => {
  it.each([
    ['4 Oba Adesida Road, Akure, Ondo State', 'Ondo'],
    ['12 Allen Avenue, Ikeja, Lagos, Nigeria', 'Lagos'],
    ['12 ALLEN AVENUE, IKEJA, LAGOS STATE, NIGERIA.', 'Lagos'],
    ['Ado-Ekiti, Ekiti State', 'Ekiti'],
    ['Plot 9, Garki, FCT', 'FCT Abuja'],
    ['Wuse 2, Abuja', 'FCT Abuja'],
    ['Area 11, Federal Capital Territory', 'FCT Abuja'],
    ['Port Harcourt, Rivers', 'Rivers'],
    ['Uyo, Akwa Ibom State', 'Akwa Ibom'],
    ['Kano', 'Kano'],
    ['7 Lagos Street, Enugu', 'Enugu'],
    ['14 Awolowo Road, Ikoyi', null],
    ['', null],
  ])('reads %j as %s', async (address, state) => {
    expect(await stateOf(address)).toBe(state);
  });

  it('reads no state from an address that is not given', async () => {
    expect(await stateOf(null)).toBe(null);
  });

  it('puts an address in a segment’s states by the same rule, never by a word elsewhere in it', async () => {
    expect(await inStates('Ado-Ekiti, Ekiti State', ['Ekiti'])).toBe(true);
    expect(await inStates('Wuse 2, Abuja', ['Kano', 'FCT Abuja'])).toBe(true);
    expect(await inStates('7 Lagos Street, Enugu', ['Lagos'])).toBe(false);
    expect(await inStates('7 Lagos Street, Enugu', ['Enugu'])).toBe(true);
  });

  it('knows every state of the shared list by its own name', async () => {
    for (const s of NIGERIAN_STATES) expect(await stateOf(`1 Main Road, Town, ${s} State`)).toBe(s);
  });
});
