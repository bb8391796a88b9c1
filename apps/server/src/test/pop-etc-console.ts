import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { createMember, type TestMember } from './members.ts';
import { eligibleMember } from './pop-etc.ts';

export interface PopEtcConsole {
  t: TestApp;
  /** Loans operators: one proposes a disbursal, the other approves it. */
  maker: TestMember;
  checker: TestMember;
  /** A member who may apply for POP and ETC. */
  member: TestMember;
  /** An ETC city's id by its name, as the member's city list gives it. */
  cityId: (name: string) => number;
  /** The ids of the ETC cities the tests travel between. */
  lagos: number;
  abuja: number;
  accra: number;
  /** Calls the API as a member or an operator: GET, or POST with a JSON body. */
  call: (
    m: { headers: Record<string, string> },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
}

/**
 * The world the POP and ETC console tests start from: a test app with its clock set to `now`, two loans
 * operators, a member who may apply, and the cities' ids. Registers its own beforeAll and afterAll; read
 * everything but `call` inside a test (they are made in beforeAll).
 */
export function popEtcConsole(now: string): PopEtcConsole {
  const w = {} as PopEtcConsole;
  w.call = (m, method, url, payload) =>
    w.t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    w.t = await createTestApp();
    w.t.clock.set(now);
    w.maker = await createMember(w.t, { user: { role: 'loans', fullName: 'Lola Maker' } });
    w.checker = await createMember(w.t, { user: { role: 'loans', fullName: 'Kunle Checker' } });
    w.member = await eligibleMember(w.t);
    const cities = (await w.call(w.member, 'GET', '/etccitylist')).json().data as {
      etc_city_id: number;
      etc_city_name: string;
    }[];
    w.cityId = (name: string) => cities.find((c) => c.etc_city_name === name)?.etc_city_id as number;
    [w.lagos, w.abuja, w.accra] = [w.cityId('Lagos'), w.cityId('Abuja'), w.cityId('Accra')];
  });
  afterAll(() => w.t.close());
  return w;
}
