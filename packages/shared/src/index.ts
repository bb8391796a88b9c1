export * from './contracts/auth.ts';
export * from './contracts/fields.ts';
export * from './messages.ts';
export * from './contracts/contributions.ts';
export * from './contracts/dashboard.ts';
export * from './contracts/meetings.ts';
export * from './contracts/profile.ts';
export * from './contracts/transactions.ts';
