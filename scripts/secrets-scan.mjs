// node scripts/secrets-scan.mjs [--data-dir DIR]… [--database-url URL]… [--log FILE]…
// After the browser tests (scripts/e2e.mjs runs it after the ledger check): dumps each test database
// (every row of every table, as text) and reads each server log, and fails (exit 1) on anything that
// must never be stored or logged: a card number (a Luhn-valid 13-19 digit number with a card scheme's
// prefix), a CVV or PIN field with its digits, a password the tests use, or an access/reset token.
// The sandbox's masked cards ("408408******4081") and stored token hashes (SHA-256 hex) are fine.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

/** Luhn's check, on a string of digits. */
export function luhnValid(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Card schemes' leading digits and lengths (Visa, Mastercard 51-55 and 2221-2720, Verve, Amex, Discover).
 * A 13-digit millisecond time (17…) or a Nigerian phone number (234 and 10 digits) is no card.
 */
const SCHEMES = [
  { prefix: /^4/, lengths: [13, 16, 19] },
  { prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  { prefix: /^(50[67]|650)/, lengths: [16, 18, 19] },
  { prefix: /^3[47]/, lengths: [15] },
  { prefix: /^(6011|65)/, lengths: [16, 17, 18, 19] },
];
const looksLikeCard = (digits) =>
  SCHEMES.some((s) => s.prefix.test(digits) && s.lengths.includes(digits.length)) && luhnValid(digits);
/**
 * 13 to 19 digits, in one run or in groups split by spaces or dashes, not inside a longer number nor
 * the decimals of one (a response time of 7.2625229999976 ms), nor glued to the letters before them (a
 * member's pin, TFP3450960104, is an identifier).
 */
const CARD_CANDIDATE = /(?<![\d.A-Za-z])\d(?:[ -]?\d){12,18}(?!\d|\.\d)/g;
/** A hexadecimal value of 32 digits or more, standing alone (a SHA-256 hash, an MD5, a random id). */
const HEX_VALUE = /(?<![0-9a-z])[0-9a-f]{32,}(?![0-9a-z])/gi;
/** A UUID (a job's id): its digits read across the dashes passed Luhn's check by chance. No card is 8-4-4-4-12. */
const UUID = /(?<![0-9a-z])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-z])/gi;
/** A CVV or PIN field holding digits, in JSON (also JSON inside a JSON string), a query string or a form. */
const CVV_PIN = /\b(?:card_)?(?:cvv|cvc|cvv2|pin)\b\\?["']?\s*[:=]\s*\\?["']?\d{3,6}\b/gi;
/** A raw token in a field or header named like one (a stored SHA-256 hash is 64 hex digits: fine). */
const TOKEN =
  /\b(?:accesstoken|u_accesstoken|access_token|token|authorization|x-operator-token|userid|authcode)\b\\?["']?\s*[:=]\s*\\?["']?(?:Bearer\s+)?([A-Za-z0-9_-]{32,})/gi;

/** The passwords the browser tests and the seed sign in with, read from their sources. */
export function testPasswords() {
  const found = new Set();
  const files = [
    ...readdirSync(join(root, 'e2e'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, 'e2e', f)),
    ...readdirSync(join(root, 'apps/server/src/seed'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, 'apps/server/src/seed', f)),
  ];
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(/\b(?:PASSWORD|password)\w*\s*[:=]\s*'([^']{6,})'/g)) {
      found.add(m[1]);
    }
  }
  return [...found];
}

/** Every hit in `text`: { kind, sample } with the sample cut short, so the report leaks nothing itself. */
export function scanText(text, passwords = []) {
  const hits = [];
  const show = (s) => `${s.slice(0, 6)}…${s.slice(-4)}`;
  // Long hexadecimal values (stored token hashes, ids) are left out of the card search: 13 digits in a
  // row inside one of them pass Luhn's check one time in ten, and a hash holds no card.
  const cardText = text.replace(UUID, ' ').replace(HEX_VALUE, (h) => (/[a-f]/i.test(h) ? ' ' : h));
  for (const m of cardText.matchAll(CARD_CANDIDATE)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (looksLikeCard(digits)) hits.push({ kind: 'card number', sample: show(digits) });
  }
  for (const m of text.matchAll(CVV_PIN)) hits.push({ kind: 'CVV or PIN', sample: m[0].replace(/\d/g, '#') });
  for (const m of text.matchAll(TOKEN)) {
    const value = m[1];
    if (/^[0-9a-f]{64}$/i.test(value)) continue;
    hits.push({ kind: 'token', sample: `${m[0].slice(0, m[0].length - value.length)}${show(value)}` });
  }
  for (const p of passwords) {
    if (text.includes(p)) hits.push({ kind: 'password', sample: `${p.slice(0, 2)}…` });
  }
  return hits;
}

/** Every row of every table of every schema but the system's, as text. */
async function dumpRows(query) {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  let out = '';
  for (const { s, t } of tables) {
    const rows = await query(`select * from "${s}"."${t}"`);
    out += `${s}.${t}\n${JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}\n`;
  }
  return out;
}

export async function dumpEmbedded(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pg'));
  try {
    return await dumpRows(async (q) => (await db.query(q)).rows);
  } finally {
    await db.close();
  }
}

export async function dumpPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await dumpRows(async (q) => (await client.query(q)).rows);
  } finally {
    await client.end();
  }
}

/** Scans the named databases and logs; answers [{ where, kind, sample }]. */
export async function scan({ dataDirs = [], databaseUrls = [], logs = [] }, passwords = testPasswords()) {
  const found = [];
  const add = (where, text) => {
    for (const h of scanText(text, passwords)) found.push({ where, ...h });
  };
  for (const dir of dataDirs) {
    if (existsSync(join(dir, 'pg'))) add(`database in ${dir}`, await dumpEmbedded(dir));
  }
  for (const url of databaseUrls) add(`database ${new URL(url).pathname.slice(1)}`, await dumpPostgres(url));
  for (const file of logs) if (existsSync(file)) add(file, readFileSync(file, 'utf8'));
  return found;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string', multiple: true, default: [] },
      'database-url': { type: 'string', multiple: true, default: [] },
      log: { type: 'string', multiple: true, default: [] },
    },
  });
  const found = await scan({
    dataDirs: values['data-dir'],
    databaseUrls: values['database-url'],
    logs: values.log,
  });
  if (found.length === 0) {
    console.log('Secrets scan: no card number, CVV, PIN, password or token in the databases and logs.');
    process.exit(0);
  }
  console.error(`Secrets scan FAILED: ${found.length} finding(s)`);
  for (const f of found.slice(0, 50)) console.error(`  ${f.where}: ${f.kind} (${f.sample})`);
  process.exit(1);
}
