import type { SandboxAuthorizationStore } from './authorization-store.ts';

export interface SandboxOptions {
  /** Address of this server: the checkout page lives at <publicUrl>/sandbox/checkout/<reference>. */
  publicUrl: string;
  /** Delivers a signed webhook to our own webhook route (the caller decides how: inject or HTTP). */
  deliverWebhook: (rawBody: string, signature: string) => Promise<unknown>;
  now: () => Date;
  /** The key its webhooks are signed with; a fresh random one per process unless given (tests pin one). */
  webhookSecret?: string;
  /**
   * Where saved cards and mandates are kept beyond the process (the database under `npm start`);
   * without one they live in memory only.
   */
  store?: SandboxAuthorizationStore;
}
