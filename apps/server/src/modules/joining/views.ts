import type { FastifyInstance } from 'fastify';
import { loadUserView } from '../auth/index.ts';

/** The stored user after a plan purchase (carries u_tfp_pin), as the auth module shows it. */
export async function userAfterPurchase(app: FastifyInstance, userId: number) {
  return loadUserView(app.deps.db, app.deps.clock, userId, { publicUrl: app.deps.config.publicUrl });
}
