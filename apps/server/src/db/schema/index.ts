// Every table of the app, one file per feature. drizzle-kit reads this file to generate migrations.

export * from './approvals.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './chat.ts';
export * from './content.ts';
export * from './cycle.ts';
export * from './dedicated-accounts.ts';
export * from './earnings.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './ledger.ts';
export * from './loans.ts';
export * from './mandates.ts';
export * from './meetings.ts';
export * from './messages.ts';
export * from './money-rails.ts';
export * from './notifications.ts';
export * from './onboarding.ts';
export * from './payments.ts';
export * from './plans.ts';
export * from './pop-etc.ts';
export * from './push.ts';
export * from './seeds.ts';
export * from './settlements.ts';
export * from './trust-network.ts';
