import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPROVAL_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { openMigratedDataDir } from '../test/database.ts';
import { joiningTestApp } from '../test/joining.ts';
import { newMember } from '../test/members.ts';
import { financePair } from '../test/transfers.ts';
import { confirmDirect, confirmViaServer, parseArgs, run } from './confirm-transfer.ts';

const TOKEN = 'cli-operator-token-0123456789abcdef';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
let server: string;
beforeAll(async () => {
  t = await joiningTestApp({ OPERATOR_TOKEN: TOKEN });
  server = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The command proposes in the name of the fund's first admin account.
  const admin = await newMember(t);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

async function memberAwaitingTransfer(plan = 'SILVER') {
  const m = await newMember(t);
  const res = await m.call('POST', '/userplantransfer', { planid: await t.planId(plan) });
  return res.json().data.narration as string;
}

describe('npm run confirm-transfer', () => {
  it('reads a TFP, an amount in naira and the bank reference, and explains its usage otherwise', () => {
    expect(parseArgs(['tfp1234567890', '4,000', 'GTB/1'])).toEqual({
      tfp: 'TFP1234567890',
      amountKobo: 400_000n,
      reference: 'GTB/1',
      server: undefined,
    });
    expect(parseArgs(['tfp1234567890', '4,000'])).toMatch(/^Usage/);
    expect(parseArgs(['TFP1234567890', '4000.5', 'GTB/2', '--server', 'http://x'])).toMatchObject({
      amountKobo: 400_050n,
      server: 'http://x',
    });
    expect(parseArgs([])).toMatch(/^Usage/);
    expect(parseArgs(['TFP12', '4000', 'GTB/3'])).toMatch(/TFP followed by ten digits/);
    expect(parseArgs(['TFP1234567890', 'four', 'GTB/4'])).toMatch(/amount received in naira/);
  });

  it('proposes through the running server with the operator token, once; a second operator approves', async () => {
    const tfp = await memberAwaitingTransfer();
    const ok = await confirmViaServer(server, TOKEN, tfp, 400_000n, 'CLI/0001');
    expect(ok).toMatchObject({ code: 0, message: APPROVAL_MESSAGES.proposed });
    expect(await confirmViaServer(server, TOKEN, tfp, 400_000n, 'CLI/0001')).toMatchObject({
      code: 1,
      message: APPROVAL_MESSAGES.alreadyOpen,
    });
    expect(await confirmViaServer(server, 'x'.repeat(40), tfp, 400_000n, 'CLI/0001')).toMatchObject({
      code: 2,
    });
    expect(await confirmViaServer(server, undefined, tfp, 400_000n, 'CLI/0001')).toMatchObject({
      code: 2,
      message: expect.stringMatching(/OPERATOR_TOKEN/),
    });
    const { checker } = await financePair(t);
    const [p] = (await t.app.inject({ method: 'GET', url: '/api/admin/approvals', headers: checker.headers }))
      .json()
      .data.proposals.filter((x: { payload: { tfp: string } }) => x.payload.tfp === tfp);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${p.id}/approve`,
      headers: checker.headers,
      payload: { payload_hash: p.payload_hash },
    });
    expect(approved.json().data.result.message).toMatch(/SILVER plan is active/);
  });

  it('goes through the server when the embedded database is held by it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-cli-'));
    // A server holds its embedded database open the whole time it runs. Opened as a copy of the
    // migrated template: creating a new empty one took about 15 s on a loaded machine.
    const held = await openMigratedDataDir(dir);
    try {
      const tfp = await memberAwaitingTransfer('GOLD');
      const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: server, OPERATOR_TOKEN: TOKEN });
      expect(await run([tfp, '20000', 'CLI/0002'], config)).toMatchObject({ code: 0 });
    } finally {
      await held.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('proposes straight on the database when no server holds it, refusing a wrong amount', async () => {
    const tfp = await memberAwaitingTransfer('PLATINUM');
    expect(await confirmDirect(t.database, tfp, 100n, 'CLI/0003')).toMatchObject({
      code: 1,
      message: expect.stringMatching(/₦40,000/),
    });
    expect(await confirmDirect(t.database, tfp, 4_000_000n, 'CLI/0003')).toMatchObject({
      code: 0,
      message: expect.stringMatching(/A different operator must approve it/),
    });
  });
});
