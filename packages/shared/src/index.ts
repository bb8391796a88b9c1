export * from './contracts/auth.ts';
export * from './contracts/fields.ts';
export * from './messages.ts';
