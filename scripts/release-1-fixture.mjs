// node scripts/release-1-fixture.mjs [--database-url postgres://postgres@127.0.0.1:5432/test]
//
// Makes apps/server/src/db/upgrade/release-1.sql and release-1.json: the data of a fund that ran release 1,
// which apps/server/src/db/upgrade/upgrade.test.ts loads into release 1's schema and migrates to this build's.
// Run once (already done; run again only to record more of release 1's flows): it unpacks the release-1
// commit (tag release-1) into .test-data/release-1, starts THAT build's server on a new PostgreSQL database
// (its own migrations and demo seed, a clock the script moves), drives its API over HTTP the way members
// and operators did (sign-up, card and bank-transfer joining, weekly debits, Save More, a referral, the trust
// network, a push subscription, a content edit, sign-ins), then dumps the rows (pg_dump --data-only) and
// records what the test checks: each table's row count, the ledger's balances, members' logins and a session.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

/** Release 1: the commit that went live (tagged release-1). */
const RELEASE_1 = 'fc84b8c754e91d0de1bae9416a25a4fdaf9c2e6f';
const OUT = join(root, 'apps/server/src/db/upgrade');
const PASSWORD = 'Release1pass';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
const base =
  values['database-url'] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Release 1's files, beside this checkout so they resolve its installed packages (same lock file). */
function unpackRelease1() {
  const dir = join(root, '.test-data/release-1');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', '--format=tar', RELEASE_1], { cwd: root, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  // The same dependencies (every package of the lock file but the root's own entry, which names the version).
  const packages = (d) => {
    const { '': _root, ...rest } = JSON.parse(readFileSync(join(d, 'package-lock.json'), 'utf8')).packages;
    return JSON.stringify(rest);
  };
  const sameDependencies = packages(dir) === packages(root);
  if (!sameDependencies) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  } else {
    // Its own workspace packages; everything else resolves from this checkout's node_modules above it.
    mkdirSync(join(dir, 'node_modules/@trust'), { recursive: true });
    symlinkSync(join(dir, 'packages/shared'), join(dir, 'node_modules/@trust/shared'));
  }
  return dir;
}

async function admin(sql) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

const freePort = () =>
  new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

function startRelease1(dir, databaseUrl, dataDir, port) {
  const child = spawn(process.execPath, [join(dir, 'apps/server/src/main.ts')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      TEST_MANUAL_CLOCK: '1',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      REGISTER_IP_LIMIT_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise((r) => child.once('exit', r));
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`release 1 did not start:\n${out}`)), 300_000);
    child.stdout.on('data', () => {
      if (out.includes('is running at')) {
        clearTimeout(timer);
        const stop = async () => {
          child.kill('SIGTERM');
          await exited;
        };
        ok({ stop, output: () => out });
      }
    });
    child.once('exit', (code) => fail(new Error(`release 1 exited (${code}):\n${out}`)));
  });
}

/** Release 1's API over HTTP, as its web app and operators called it. */
function api(port, dataDir) {
  const url = `http://127.0.0.1:${port}`;
  const call = async (method, path, body, token) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { accesstoken: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text.startsWith('{')
      ? JSON.parse(text)
      : { status: res.status, location: res.headers.get('location') };
  };
  const form = async (path, body) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      redirect: 'manual',
    });
    if (res.status !== 302) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  };
  const lastMailTo = (email) => {
    const dir = join(dataDir, 'outbox');
    const mails = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
      .filter((m) => JSON.stringify(m.to).includes(email));
    return mails.at(-1);
  };
  return { call, form, lastMailTo };
}

const card = (name, planid) => ({
  card_name: name,
  card_number: '4084084084084081',
  card_exp: '12/30',
  card_cvv: '408',
  card_pin: '1234',
  card_process: 1,
  payment_type: 1,
  payment_data: planid,
  fromWeb: 1,
});

async function flows({ call, form, lastMailTo }) {
  const login = async (email, password) =>
    (await call('POST', '/api/login', { email, password })).data.u_accesstoken;
  const plans = (await call('GET', '/api/getsubscriptionplans')).data;
  const planId = (name) => plans.find((p) => p.pl_plan_name === name).pl_plan_id;
  let phone = 100;
  const register = async (name, email, referrerPin) => {
    const r = await call('POST', '/api/register', {
      u_first_name: name,
      email,
      u_phone: `+2348031${String(++phone).padStart(6, '0')}`,
      password: PASSWORD,
      u_trust_link: referrerPin ? 1 : 0,
      ...(referrerPin ? { u_associate_tfp: referrerPin } : {}),
    });
    const authcode = lastMailTo(email)?.text.match(/verify=([\w-]+)/)?.[1];
    if (!authcode) throw new Error(`no verification mail to ${email}`);
    await call('POST', '/api/emailverification', { email, authcode });
    return { email, id: r.data.u_id, token: r.data.u_accesstoken };
  };

  // Bola joins SILVER with a card; Chidi joins GOLD with a card through Bola's referral; Dayo takes the
  // free BASIC plan; Efe chooses SILVER by bank transfer, which the admin proposes and finance approves.
  const bola = await register('Bola Adeyemi', 'bola.release1@example.com');
  const joined = await call(
    'POST',
    '/api/submituserpaymentcard',
    card('Bola Adeyemi', planId('SILVER')),
    bola.token,
  );
  bola.tfp = joined.data.user.u_tfp_pin;
  const chidi = await register('Chidi Okeke', 'chidi.release1@example.com', bola.tfp);
  await call('POST', '/api/submituserpaymentcard', card('Chidi Okeke', planId('GOLD')), chidi.token);
  const dayo = await register('Dayo Bello', 'dayo.release1@example.com');
  await call('POST', '/api/userordinaryplansubscribe', { planid: planId('ORDINARY') }, dayo.token);
  const efe = await register('Efe Obi', 'efe.release1@example.com');
  const transfer = (await call('POST', '/api/userplantransfer', { planid: planId('SILVER') }, efe.token))
    .data;
  const adminToken = await login('admin@trustfund.ng', 'Admin@2026');
  const proposed = (
    await call(
      'POST',
      '/api/admin/transfers/propose',
      { tfp: transfer.narration, amount: transfer.total, reference: 'GTB/R1/000001' },
      adminToken,
    )
  ).data;
  const financeToken = await login('finance@trustfund.ng', 'Finance@2026');
  await call(
    'POST',
    `/api/admin/approvals/${proposed.id}/approve`,
    { payload_hash: proposed.payload_hash },
    financeToken,
  );

  // Three weeks pass: each week the weekly debit charges the saved cards, and the emails go out.
  for (let week = 0; week < 3; week++) {
    await call('POST', '/api/test/clock', { advance_days: 7 });
    await call('POST', '/api/test/run-job', { name: 'cycle-auto-debit' });
    await call('POST', '/api/test/run-job', { name: 'mail-outbox' });
  }

  // Three weeks on, the members sign in again (a session ends after 7 idle days).
  for (const m of [bola, chidi]) m.token = await login(m.email, PASSWORD);

  // Bola saves two weeks more through the hosted checkout.
  const more = (
    await call('POST', '/api/usermakeupfrontcontribution', { con_week: 2, con_amount: 2000 }, bola.token)
  ).data;
  await form(new URL(more.authurl).pathname, 'outcome=success');
  await call('POST', '/api/usermakeupfrontcontributioncallback', { reference: more.reference }, bola.token);

  // Bola asks Chidi into her trust network; Chidi accepts.
  await call(
    'POST',
    '/api/addtrustmember',
    { u_mem_tfpcode: (await call('GET', '/api/user', undefined, chidi.token)).data.u_tfp_pin },
    bola.token,
  );
  await call('POST', '/api/addtrustmemberresponse', { byuserid: bola.id, trustrequest: '1' }, chidi.token);

  // Chidi's phone allows push notifications.
  await call(
    'POST',
    '/api/subscribe',
    {
      endpoint: 'https://push.example.com/send/release-1-chidi',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    chidi.token,
  );

  // The content operator rewords a FAQ; the demo member Ada signs in.
  const contentToken = await login('content@trustfund.ng', 'Content@2026');
  const faqs = (await call('GET', '/api/admin/content/faq', undefined, contentToken)).data;
  const faq = faqs.find((f) => f.question === 'Who can join?');
  await call(
    'PUT',
    `/api/admin/content/faq/${faq.id}`,
    { question: 'Who may become a member?', answer: faq.answer, position: faq.position },
    contentToken,
  );
  await login('ada@demo.trustfund.ng', 'Member@2026');
  await call('POST', '/api/test/run-job', { name: 'mail-outbox' });

  // A fresh session of Chidi's, which the upgraded server must still accept.
  const session = await login(chidi.email, PASSWORD);
  const now = (await call('GET', '/api/test/clock')).data.now;
  return {
    now,
    members: [bola, chidi, dayo, efe].map(({ email, id }) => ({ email, id, password: PASSWORD })),
    session: { email: chidi.email, token: session },
  };
}

/** Each table's row count and the ledger's stored balances: what the upgrade must keep. */
async function snapshot(databaseUrl) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const tables = (
      await c.query(
        "select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      )
    ).rows.map((r) => r.t);
    const counts = {};
    for (const t of tables) counts[t] = Number((await c.query(`select count(*) as n from "${t}"`)).rows[0].n);
    const balances = Object.fromEntries(
      (await c.query('select code, balance::text as balance from ledger_accounts order by code')).rows.map(
        (r) => [r.code, r.balance],
      ),
    );
    return { counts, balances };
  } finally {
    await c.end();
  }
}

/**
 * The data as SQL both databases run: INSERTs with column names, then the identity sequences' values;
 * pg_dump's session settings, comments and psql commands (\restrict) left out.
 */
function dumpData(databaseUrl) {
  const sql = execFileSync(
    'pg_dump',
    ['--data-only', '--column-inserts', '--schema=public', '--no-owner', '--no-privileges', databaseUrl],
    { maxBuffer: 1 << 30, encoding: 'utf8' },
  );
  // Whole statements only: a value may hold a newline, so an INSERT ends at the line that closes it with
  // its quotes balanced.
  const kept = [];
  let statement = null;
  for (const line of sql.split('\n')) {
    if (statement === null) {
      if (line.startsWith('SELECT pg_catalog.setval(')) kept.push(line);
      if (!line.startsWith('INSERT INTO ')) continue;
      statement = line;
    } else {
      statement += `\n${line}`;
    }
    if (statement.endsWith(');') && (statement.match(/'/g)?.length ?? 0) % 2 === 0) {
      kept.push(statement);
      statement = null;
    }
  }
  return `-- Release 1's data (commit ${RELEASE_1.slice(0, 7)}), made by scripts/release-1-fixture.mjs through that\n-- build's own HTTP calls. Loaded after 0000_init.sql by upgrade.test.ts. Do not edit by hand.\n${kept.join('\n')}\n`;
}

async function main() {
  const dir = unpackRelease1();
  const name = 'trust_release_1_fixture';
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-release-1-'));
  const port = await freePort();
  const server = await startRelease1(dir, databaseUrl, dataDir, port);
  let recorded;
  try {
    recorded = await flows(api(port, dataDir));
  } finally {
    await server.stop();
  }
  const { counts, balances } = await snapshot(databaseUrl);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'release-1.sql'), dumpData(databaseUrl));
  writeFileSync(
    join(OUT, 'release-1.json'),
    `${JSON.stringify({ release: 'release-1', commit: RELEASE_1, ...recorded, counts, balances }, null, 2)}\n`,
  );
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  console.log(`Written ${join(OUT, 'release-1.sql')} and release-1.json`);
}

await main();
