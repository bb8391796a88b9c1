import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { scanText, testPasswords } from './secrets-scan.mjs';

const root = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the secrets scan after the browser tests', () => {
  it('finds card numbers, CVV and PIN fields, the tests’ passwords and raw tokens', () => {
    const passwords = testPasswords();
    expect(passwords).toContain('Secret123');
    const kinds = (text: string) => scanText(text, passwords).map((h: { kind: string }) => h.kind);
    expect(kinds('{"msg":"charge","card":"4000056655665556"}')).toEqual(['card number']);
    // Beside a hash, a card number is still a card number.
    expect(kinds(`{"token_hash":"${'ab12'.repeat(16)}","card":"4000056655665556"}`)).toEqual(['card number']);
    expect(kinds('card 5531 8866 5214 2950 typed with spaces')).toEqual(['card number']);
    // The digits of a UUID that pass Luhn's check, typed as a card, are still found.
    expect(kinds('card 5154-8212-3181-4460')).toEqual(['card number']);
    expect(kinds('{"card_cvv":"408","card_pin":"1234"}')).toEqual(['CVV or PIN', 'CVV or PIN']);
    expect(kinds('"password":"Secret123"')).toEqual(['password']);
    expect(kinds('"accesstoken":"Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MDEy"')).toEqual(['token']);
    expect(kinds('GET /api/verify?token=Zm9vYmFyYmF6cXV4cXV1eHh5enp5MTIzNDU2Nzg5MDEy')).toEqual(['token']);
  });

  it('lets through what is no secret: masked cards, hashes, phone numbers, times and decimals', () => {
    const clean = [
      '"card_number":"408408******4081"',
      `"token_hash":"${'ab12'.repeat(16)}"`,
      // A stored hash whose hex digits hold a Luhn-valid 13-digit run that starts like a Visa number.
      '"token_hash":"b1b355a4a762c4528717829853c647e6fe2c17e6ce0228aa50bbe1b2fea3986a"',
      '"token":"[redacted]"',
      '"phone":"2348031234567"',
      '"at":1764028800000',
      '"responseTime":7.2625229999976',
      '"amount_kobo":"2500000"',
      // A number that fails Luhn's check is no card.
      '4000056655665557',
      // A job's id: read across its dashes, 5154821231814460 passes Luhn's check, but no card is 8-4-4-4-12.
      '{"msg":"job done","id":"51548212-3181-4460-bacc-547f5e06f225"}',
      // A member's pin and an amount in a bank reference: read across the dash, 345096010420000 passes
      // Luhn's check and starts like an Amex number, but digits glued to letters are an identifier.
      '"bank_reference":"E2E-TFP3450960104-20000"',
    ].join('\n');
    expect(scanText(clean, testPasswords())).toEqual([]);
  });

  it('fails (exit 1) on a card number planted in a log and a CVV planted in a database, and passes once they are gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-scan-'));
    dirs.push(dir);
    const log = join(dir, 'server.log');
    writeFileSync(
      log,
      '{"level":30,"msg":"request completed","responseTime":7.26}\n{"card":"4187427415564246"}\n',
    );
    const db = await PGlite.create(join(dir, 'pg'));
    await db.exec(
      `create table payments (id int, note text); insert into payments values (1, '{"cvv":"123"}')`,
    );
    await db.close();
    const scan = () =>
      spawnSync(process.execPath, ['scripts/secrets-scan.mjs', '--data-dir', dir, '--log', log], {
        cwd: root,
        encoding: 'utf8',
      });
    const leaked = scan();
    expect(leaked.status).toBe(1);
    expect(leaked.stderr).toContain(`${log}: card number (418742…4246)`);
    expect(leaked.stderr).toContain(`database in ${dir}: CVV or PIN`);
    // The report itself does not repeat the secret.
    expect(leaked.stderr).not.toContain('4187427415564246');

    writeFileSync(log, '{"level":30,"msg":"request completed"}\n');
    const again = await PGlite.create(join(dir, 'pg'));
    await again.exec('delete from payments');
    await again.close();
    const clean = scan();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Secrets scan: no card number');
  }, 120_000);
});
