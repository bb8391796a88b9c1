/**
 * Test support for the cycle engine: members with an active plan and a saved card made directly in
 * the database (activation has its own tests), the sandbox gateway wrapped so a test can decide which
 * debits fail and can "crash" between the provider's answer and our commit, and the helpers the job
 * tests share.
 */
export * from './helpers.ts';
export * from './members.ts';
export * from './scripted-gateway.ts';
