import type { LightMyRequestResponse } from 'fastify';
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
  /** Calls the API as a member or an operator: GET, or POST with a JSON body. */
  call: (
    m: { headers: Record<string, string> },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
}

/** The world the POP and ETC console tests start from: a test app with its clock set to `now`. */
export async function popEtcConsole(now: string): Promise<PopEtcConsole> {
  const t = await createTestApp();
  t.clock.set(now);
  const call: PopEtcConsole['call'] = (m, method, url, payload) =>
    t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
  const maker = await createMember(t, { user: { role: 'loans', fullName: 'Lola Maker' } });
  const checker = await createMember(t, { user: { role: 'loans', fullName: 'Kunle Checker' } });
  const member = await eligibleMember(t);
  const cities = (await call(member, 'GET', '/etccitylist')).json().data as {
    etc_city_id: number;
    etc_city_name: string;
  }[];
  const cityId = (name: string) => cities.find((c) => c.etc_city_name === name)?.etc_city_id as number;
  return { t, maker, checker, member, cityId, call };
}
