import { resolve } from 'node:path';
import { passwordField } from '@trust/shared';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting the server understands is listed here,
 * with its default, so the README and this file cannot drift apart.
 */
const schema = z.object({
  /**
   * production: no demo members or operators are ever made (the first operator comes from ADMIN_EMAIL
   * and ADMIN_PASSWORD, or npm run operator:create) and PUBLIC_URL must be https://. test: the browser
   * tests' fixture and clock calls exist. development (the default): an empty database gets the demo.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the site, used in links inside emails and payment callbacks. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The first operator (admin), made at start when no admin exists; never changes an existing account.
   * The password must meet the sign-up rules; it is hashed, never stored or logged as typed.
   */
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: passwordField().optional(),
  /** postgres://… selects PostgreSQL; unset uses the embedded PGlite database under DATA_DIR/pg. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Also write the log to this file (the e2e suite searches it for card numbers and secrets). */
  LOG_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp://user:pass@host:port; unset writes each message to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Trust Fund <no-reply@trustfund.ng>'),
  /**
   * An SMS gateway's address: money-out codes are also sent by text, as a POST of { to, message }
   * (JSON). Unset: codes go by email only.
   */
  SMS_URL: z.string().url().optional(),
  /** Where contact-form enquiries and job applications are sent. */
  FUND_INBOX: z.string().email().default('enquiries@trustfund.ng'),
  /**
   * redis://host:port: the chat's socket.io Redis adapter, so every server instance shares chat
   * messages, experts' presence and the per-sender send limit. Unset: one instance, kept in memory.
   */
  REDIS_URL: z.string().optional(),
  /**
   * The web push (VAPID) key pair, base64url. Unset: the pair kept in the database (push_keys), made
   * by the first instance that starts and shared by every instance.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who the push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .default('mailto:support@trustfund.ng'),
  /** The Redis channel and key prefix of the chat (two apps on one Redis use two prefixes). */
  CHAT_REDIS_PREFIX: z.string().default('trust-chat'),
  /** Attempts per minute from one IP on each account call (login, register, forgot…); generous: carrier NAT. */
  /**
   * Which proxies may set X-Forwarded-For (the client address used by per-IP rate limits): a Fastify
   * trustProxy value. The default trusts only a proxy on this machine, so a client cannot fake its address.
   */
  TRUST_PROXY: z.string().default('loopback'),
  AUTH_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(100),
  /**
   * New accounts per hour from one client address before further registrations wait for the next
   * hour (429 with Retry-After). Generous: a carrier's shared address serves many real people.
   */
  REGISTER_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  /**
   * Lets `npm run confirm-transfer` (and other operator commands) act through the running server:
   * sent as the x-operator-token header. Unset: the operator API accepts only a signed-in admin.
   */
  OPERATOR_TOKEN: z.string().min(24, 'OPERATOR_TOKEN must be at least 24 characters').optional(),
  /**
   * on: every operator must use two-step sign-in (TOTP); one who has not set it up yet can only reach
   * the set-up page of the console. off (the default): each operator chooses to turn it on.
   */
  OPERATOR_TOTP_REQUIRED: z.enum(['on', 'off'], 'OPERATOR_TOTP_REQUIRED must be on or off').default('off'),
  /**
   * Lets Prometheus read /metrics from another machine (Authorization: Bearer <token>). Unset: /metrics
   * answers only callers on this machine that did not come through a proxy.
   */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  /**
   * PostgreSQL: how long a request waits for a connection, and how long one statement may run, before
   * it is answered 503 instead of hanging (docs/operations.md "When PostgreSQL is away").
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** PostgreSQL: a transaction left idle this long is ended by the server (rolled back, its locks freed). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * The bank (Paystack's provider slug: wema-bank, titan-paystack; test-bank with a test key) at which
   * each member's dedicated account number is opened.
   */
  DEDICATED_ACCOUNT_BANK: z.string().min(1).default('wema-bank'),
  /**
   * 1: the sandbox opens a member's dedicated account only once their BVN is identified, as Paystack
   * does for business categories that require a validated customer (0, the default: at once).
   */
  SANDBOX_DVA_REQUIRES_VALIDATION: z.enum(['0', '1']).default('0'),
  /** The fund's bank account shown for bank transfers. */
  FUND_BANK_NAME: z.string().default('Guaranty Trust Bank'),
  FUND_ACCOUNT_NUMBER: z.string().default('0123456789'),
  FUND_ACCOUNT_NAME: z.string().default('Trust Fund Cooperative'),
  /**
   * The external loan form /loans sends visitors to (an http(s) address). Unset or empty: /loans
   * explains that applications are not open online instead of leaving for an address that is not there.
   */
  LOANS_FORM_URL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), 'LOANS_FORM_URL must be an http or https address')
      .optional(),
  ),
  /** Max body size in bytes for JSON requests. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /**
   * Saved-card charges the weekly debit keeps in flight at once. At 300 ms a charge, 50 charge
   * 100,000 members in about ten minutes; lower it if the provider's rate limit is tighter.
   */
  DEBIT_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(50),
  /** Disable the background job runner (tests drive jobs directly with a clock). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * With NODE_ENV=test, 1 runs the server on a manual clock that starts at the real time and moves only
   * when a browser test asks (POST /api/test/clock). Ignored under any other NODE_ENV.
   */
  TEST_MANUAL_CLOCK: z.enum(['0', '1']).default('0'),
  /** The built web app to serve (default apps/web/dist). */
  WEB_DIST: z.string().optional(),
});

/** What one setting alone cannot say: settings that go together, and what production requires. */
const checked = schema.superRefine((c, ctx) => {
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL?.startsWith('https://')) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        "with NODE_ENV=production it must be the site's https:// address (payment returns and email links use it)",
    });
  }
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [c.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to make the first operator, or neither',
    });
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message:
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (the pair in the database)',
    });
  }
});

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = checked.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}

export class ConfigError extends Error {}
