import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { joiningTestApp } from '../test/joining.ts';
import { newMember } from '../test/members.ts';
import { confirmDirect, confirmViaServer, parseArgs, run } from './confirm-transfer.ts';

const TOKEN = 'cli-operator-token-0123456789abcdef';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
let server: string;
beforeAll(async () => {
  t = await joiningTestApp({ OPERATOR_TOKEN: TOKEN });
  server = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function memberAwaitingTransfer(plan = 'SILVER') {
  const m = await newMember(t);
  const res = await m.call('POST', '/userplantransfer', { planid: await t.planId(plan) });
  return res.json().data.narration as string;
}

describe('npm run confirm-transfer', () => {
  it('reads a TFP and an amount in naira, and explains its usage otherwise', () => {
    expect(parseArgs(['tfp1234567890', '4,000'])).toEqual({
      tfp: 'TFP1234567890',
      amountKobo: 400_000n,
      server: undefined,
    });
    expect(parseArgs(['TFP1234567890', '4000.5', '--server', 'http://x'])).toMatchObject({
      amountKobo: 400_050n,
      server: 'http://x',
    });
    expect(parseArgs([])).toMatch(/^Usage/);
    expect(parseArgs(['TFP12', '4000'])).toMatch(/TFP followed by ten digits/);
    expect(parseArgs(['TFP1234567890', 'four'])).toMatch(/amount received in naira/);
  });

  it('confirms through the running server with the operator token, once', async () => {
    const tfp = await memberAwaitingTransfer();
    const ok = await confirmViaServer(server, TOKEN, tfp, 400_000n);
    expect(ok).toMatchObject({ code: 0 });
    expect(ok.message).toMatch(/SILVER plan is active/);
    expect(await confirmViaServer(server, TOKEN, tfp, 400_000n)).toMatchObject({
      code: 1,
      message: expect.stringMatching(/already confirmed/),
    });
    expect(await confirmViaServer(server, 'x'.repeat(40), tfp, 400_000n)).toMatchObject({ code: 2 });
    expect(await confirmViaServer(server, undefined, tfp, 400_000n)).toMatchObject({
      code: 2,
      message: expect.stringMatching(/OPERATOR_TOKEN/),
    });
  });

  it('goes through the server when the embedded database is held by it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-cli-'));
    const held = await openDatabase({ dataDir: dir });
    try {
      const tfp = await memberAwaitingTransfer('GOLD');
      const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: server, OPERATOR_TOKEN: TOKEN });
      expect(await run([tfp, '20000'], config)).toMatchObject({ code: 0 });
    } finally {
      await held.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('confirms straight on the database when no server holds it, refusing a wrong amount', async () => {
    const tfp = await memberAwaitingTransfer('PLATINUM');
    expect(await confirmDirect(t.database, tfp, 100n)).toMatchObject({
      code: 1,
      message: expect.stringMatching(/₦40,000/),
    });
    expect(await confirmDirect(t.database, tfp, 4_000_000n)).toMatchObject({ code: 0 });
  });
});
