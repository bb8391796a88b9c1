// @ts-check
/**
 * Mutation testing of the money-critical server code (docs/testing.md). `npm run test:mutation` runs one
 * Stryker run per folder group below (scripts/mutation.mjs); `MUTATION_GROUP=<name> npx stryker run` runs
 * one. Each group's mutants are run against that group's own tests only: the ledger, for one, is
 * reached by nearly every server test, and a surviving ledger mutant would otherwise rerun all of them
 * (a minute or more each). A rule is expected to be pinned down by the tests next to it.
 */
const server = 'apps/server/src';

/** @type {Record<string, { mutate: string[]; tests: string[] }>} */
export const groups = {
  // The ledger: posting, reversal, balances, the chart of accounts, the ledger check.
  ledger: {
    mutate: [`${server}/ledger/**/*.ts`],
    tests: [`${server}/ledger/**/*.test.ts`],
  },
  // The cycle engine: weekly debit, cash-out, roll-over.
  cycle: {
    mutate: [`${server}/modules/cycle/**/*.ts`, `!${server}/modules/cycle/routes.ts`],
    tests: [`${server}/modules/cycle/**/*.test.ts`],
  },
  // A payment's life: record, settle once, the amount check, refunds, saved cards, the card check's
  // follow-up charge, the member's payment state, the webhook's events and their signature (checked
  // against known answers). Pinned by the payment tests of every purpose, and by the tests of what each
  // kind of event changes: a dedicated account assigned, a customer identified, a mandate, a transfer in,
  // a payout's transfer out.
  payments: {
    mutate: [
      `${server}/modules/payments/**/*.ts`,
      `!${server}/modules/payments/*routes.ts`,
      `${server}/gateways/webhook-signature.ts`,
    ],
    tests: [
      `${server}/modules/payments/**/*.test.ts`,
      `${server}/gateways/webhook-signature.test.ts`,
      `${server}/modules/joining/**/*.test.ts`,
      `${server}/modules/contributions/contributions.test.ts`,
      `${server}/modules/dedicated-accounts/**/*.test.ts`,
      `${server}/modules/identity/**/*.test.ts`,
      `${server}/modules/mandates/**/*.test.ts`,
      `${server}/modules/admin/payouts/payout-transfer-events.test.ts`,
    ],
  },
  // Joining: the plan's payment purposes, plan application, referral earnings, Trust Fund Pins, bank
  // transfers and the FLEXI pay step (views and route wiring are left out).
  joining: {
    mutate: [
      ...[
        'payment-purposes',
        'apply-plan-payment',
        'purchase',
        'memberships',
        'tfp-pin',
        'contribution-transfer',
        'flexi-pay',
        'bank-transfer',
      ].map((f) => `${server}/modules/joining/${f}.ts`),
      // Referral earnings left joining for their own module when the plan change began to pay them too.
      `${server}/modules/referrals/amounts.ts`,
      `${server}/modules/referrals/post-earnings.ts`,
    ],
    // Bank transfers are confirmed from the console's queue, whose tests pin the confirmation's rules
    // (a plan change paid by transfer, a repeat); a plan started from earnings is paid with no first week.
    tests: [
      `${server}/modules/joining/**/*.test.ts`,
      `${server}/modules/contributions/contributions.test.ts`,
      `${server}/modules/admin/transfers/confirm.test.ts`,
      `${server}/modules/admin/transfers/queue.test.ts`,
      `${server}/modules/earnings/start-plan-rules.test.ts`,
    ],
  },
  // Contributions: receiving money into contributions, Save More, the schedule of a cycle's periods,
  // standing and titles, the contribution summary and its chart. The weeks and titles are pinned by the
  // cycle engine's tests as well.
  contributions: {
    mutate: [
      'receive',
      'save-more',
      'service',
      'chart-weeks',
      'schedule',
      'standing',
      'titles',
      'credit-weeks',
      'weeks',
    ].map((f) => `${server}/modules/contributions/${f}.ts`),
    tests: [`${server}/modules/contributions/**/*.test.ts`, `${server}/modules/cycle/**/*.test.ts`],
  },
  // Sessions, mailed tokens, sign-in, password changes and the rate limits.
  auth: {
    mutate: ['tokens', 'service', 'rate-limit', 'login-throttle', 'phone-limit'].map(
      (f) => `${server}/modules/auth/${f}.ts`,
    ),
    tests: [
      `${server}/modules/auth/**/*.test.ts`,
      // Where the sign-in rules of operators are tested since operator code has its home in the console:
      // the two-step sign-in (a wrong code counts as a failed sign-in) and a disabled staff account.
      `${server}/modules/admin/totp/totp.test.ts`,
      `${server}/modules/admin/staff/staff.test.ts`,
    ],
  },
  // The session guard and rules (expiry, view-as is read-only, a locked member moves no money) and the
  // per-member route limit. The limit is tested on the card routes, the operator token on the transfer
  // confirmation, both in joining; the operators' second factor required (OPERATOR_TOTP_REQUIRED) with
  // the console's two-step sign-in.
  http: {
    mutate: ['session-guard', 'session-rules', 'member-limit'].map((f) => `${server}/http/${f}.ts`),
    tests: [
      `${server}/http/**/*.test.ts`,
      `${server}/modules/auth/**/*.test.ts`,
      `${server}/modules/joining/card-limit.test.ts`,
      `${server}/modules/joining/ordinary-transfer.test.ts`,
      `${server}/modules/joining/transfer-audit.test.ts`,
      `${server}/modules/admin/totp/totp.test.ts`,
    ],
  },
  // Loans: eligibility and the loan hours, plan caps and the trusters' weights, the request and its
  // trusters' pins, their answers and the 48 hours, the member's actions (cancel, withdraw, refund),
  // the disbursal under maker-checker, repayment and overdue reminders. Left out to keep a run near half
  // an hour: the reads (read, admin-list, trusters-source), the routes (request schemas and wiring).
  loans: {
    mutate: [
      'eligibility',
      'requirement',
      'states',
      'checklist',
      'submit',
      'respond',
      'pins',
      'actions',
      'disbursal',
      'lifecycle',
      'end-loan',
    ].map((f) => `${server}/modules/loans/${f}.ts`),
    tests: [`${server}/modules/loans/**/*.test.ts`],
  },
  // POP and ETC: applications and their limits per plan, terms, cancellation, the console's
  // disbursal under maker-checker, the statuses the dashboard and wallet read, the item and city lists.
  'pop-etc': {
    mutate: ['service', 'state', 'terms', 'disbursal', 'lists'].map(
      (f) => `${server}/modules/pop-etc/${f}.ts`,
    ),
    tests: [`${server}/modules/pop-etc/**/*.test.ts`],
  },
  // Earnings and the trust wallet's money: redeeming to the bank, earnings into contributions, a plan
  // started from earnings and the plan state it reads; the wallet's figures, its lendings and their
  // repayment by card or transfer. Left out: the routes, the earnings list and its view (reads that only
  // shape the answer), the wallet's one-statement read (inputs) and index.
  earnings: {
    mutate: [
      ...['redeem', 'to-contributions', 'start-plan', 'plan-state'].map(
        (f) => `${server}/modules/earnings/${f}.ts`,
      ),
      ...['service', 'lendings', 'repay'].map((f) => `${server}/modules/wallet/${f}.ts`),
    ],
    tests: [`${server}/modules/earnings/**/*.test.ts`, `${server}/modules/wallet/**/*.test.ts`],
  },
  // A plan change: its rules (what may change to what, and when), the amount and breakdown, the
  // payment by card or transfer and its application, the blocking states it reads, the receipt's lines.
  // Left out: the routes and the index.
  'plan-change': {
    mutate: ['apply', 'rules', 'service', 'transfer', 'payment-purposes', 'receipt-lines', 'queries'].map(
      (f) => `${server}/modules/plan-change/${f}.ts`,
    ),
    tests: [`${server}/modules/plan-change/**/*.test.ts`],
  },
  // A card change: the ₦100 check charge, its payment purpose, the new card becoming the one the weekly
  // debit charges, and the read of the saved card. Left out: the routes and the index.
  'card-change': {
    mutate: ['service', 'purpose', 'queries'].map((f) => `${server}/modules/card-change/${f}.ts`),
    tests: [`${server}/modules/card-change/**/*.test.ts`],
  },
  // Maker-checker and the console's money actions it guards: the approval service (no operator
  // approves their own proposal, a payload changed after proposing is refused, every kind), ledger
  // adjustments and write-offs, refunds, and bank transfers credited by hand or from a statement.
  // Payouts have their own group. Left out: routes, indexes and names.
  approvals: {
    mutate: [
      ...['service', 'kinds', 'payload-hash'].map((f) => `${server}/modules/approvals/${f}.ts`),
      ...['journal', 'propose', 'kind'].map((f) => `${server}/modules/admin/adjustments/${f}.ts`),
      `${server}/modules/admin/refunds/service.ts`,
      ...['propose', 'import', 'awaited', 'statement', 'kind'].map(
        (f) => `${server}/modules/admin/transfers/${f}.ts`,
      ),
    ],
    tests: [
      `${server}/modules/approvals/**/*.test.ts`,
      `${server}/modules/admin/adjustments/**/*.test.ts`,
      `${server}/modules/admin/refunds/**/*.test.ts`,
      `${server}/modules/admin/transfers/**/*.test.ts`,
      // The transfer confirmation's own rules (already confirmed, another amount, nothing awaited, its
      // audit) are tested where members pay by transfer.
      `${server}/modules/joining/ordinary-transfer.test.ts`,
      `${server}/modules/joining/transfer-audit.test.ts`,
    ],
  },
  // Payouts: a batch's holds and checks, its approval, sending, the transfer outcomes, bounces and
  // stuck transfers, the bank CSV. Left out: routes, queries (the console's lists) and the index.
  payouts: {
    mutate: [
      'holds',
      'outcomes',
      'sending',
      'service',
      'bounce',
      'provider-check',
      'transfer-events',
      'bank-codes',
      'csv',
      'kind',
    ].map((f) => `${server}/modules/admin/payouts/${f}.ts`),
    // The holds (an account under review, or details changed in the last 24 hours) are tested where the
    // member changes their details; a returned loan, POP or ETC payout where each is reopened.
    tests: [
      `${server}/modules/admin/payouts/**/*.test.ts`,
      `${server}/modules/profile/payout-account.test.ts`,
      `${server}/modules/loans/payout-returned.test.ts`,
      `${server}/modules/pop-etc/payout-returned.test.ts`,
    ],
  },
  // Chat: who may write in which room, the queue to customer care and the experts, the message limit,
  // the visitor chat, the socket's sign-in and session end, the unread count. Left out: the routes, the
  // socket's wiring and event names, the views and the Redis adapter.
  chat: {
    mutate: [
      'service',
      'queue',
      'rate-limit',
      'visitor',
      'rooms',
      'socket-auth',
      'socket-session',
      'queries',
      'notification-count',
      'experts',
    ].map((f) => `${server}/modules/chat/${f}.ts`),
    // The header's live notification count is sent over the chat's socket; its test is the notifications'.
    tests: [`${server}/modules/chat/**/*.test.ts`, `${server}/modules/notifications/live-count.test.ts`],
  },
  // Notifications and push: who is told what (one member, many), the member's preferences, the live
  // count, the links they open; the push outbox, subscriptions and the VAPID keys. Left out: routes,
  // views and indexes.
  notifications: {
    mutate: [
      ...['service', 'notify-member', 'notify-members', 'preferences', 'live-count', 'links'].map(
        (f) => `${server}/modules/notifications/${f}.ts`,
      ),
      ...['outbox', 'subscriptions', 'vapid'].map((f) => `${server}/modules/push/${f}.ts`),
    ],
    tests: [`${server}/modules/notifications/**/*.test.ts`, `${server}/modules/push/**/*.test.ts`],
  },
};

const group = process.env.MUTATION_GROUP;
if (group && !groups[group])
  throw new Error(`MUTATION_GROUP must be one of ${Object.keys(groups).join(', ')}`);
const chosen = group ? [groups[group]] : Object.values(groups);
const name = group ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [
    ...chosen.flatMap((g) => g.mutate),
    // Never mutated: tests and their helpers, fixtures and seeds.
    '!**/*.test.ts',
    `!${server}/test/**`,
    `!${server}/seed/**`,
  ],
  testFiles: [...new Set(chosen.flatMap((g) => g.tests))],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // A mutant in code that runs when a module loads (a constant, a Set of routes) is covered by no
  // single test, so it would need every test of the group per mutant. Such mutants are left out of the
  // run and of the score; docs/testing.md says where the rules they hold are tested.
  ignoreStatic: true,
  // `a?.b` → `a.b`: under strict null checks TypeScript refuses every such mutant (44 of 44 in the
  // groups' results of 6 December were compile errors), so making and checking them only costs time.
  mutator: { excludedMutations: ['OptionalChaining'] },
  checkers: ['typescript'],
  tsconfigFile: 'apps/server/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  // MUTATION_EVENTS=1 also writes each mutant's result as it comes (reports/mutation/events-<group>/),
  // to follow a long run.
  reporters: [
    'html',
    'clear-text',
    'json',
    'progress',
    ...(process.env.MUTATION_EVENTS ? ['event-recorder'] : []),
  ],
  eventReporter: { baseDir: `reports/mutation/events-${name}` },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false },
  // 2 cores: one TypeScript checker and one test process. MUTATION_CONCURRENCY=1 on a shared machine.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  // A mutant covered by many test files pays each file's set-up, which the first run's net test time
  // leaves out: a tight limit would count slow survivors as timeouts (detected). Only a real hang is.
  timeoutMS: 60_000,
  // The first run of a group's tests (with coverage) took over Stryker's default 5 minutes on the
  // loaded 2-core machine, which ends the whole run.
  dryRunTimeoutMinutes: 30,
  // Anchored at the root: an unanchored 'reports' also left the console's modules/admin/reports out of
  // the sandbox, and every test that loads the app failed to import it.
  ignorePatterns: [
    '/data',
    '/.test-data',
    '/test-results',
    '/playwright-report',
    '/reports',
    // Other groups' sandboxes, when groups run side by side.
    '/.stryker-tmp',
    '/e2e/.output',
    '/apps/web/dist',
    '/bench/results',
  ],
  tempDirName: `.stryker-tmp/${name}`,
  cleanTempDir: 'always',
};

export default config;
