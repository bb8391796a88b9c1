import {
  TRUST_NETWORK_MESSAGES as M,
  ONBOARDING_MESSAGES,
  TRUST_MEMBER_ACCEPTED,
  TRUST_MEMBER_PENDING,
  TRUST_MEMBER_REJECTED,
  USER_TERMINATED,
} from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { trustMembers, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { notifyMember } from '../notifications/index.ts';
import { mayJoinNetwork, type NetworkProfile, networkProfile } from './queries.ts';

const TRUST_REQUEST_KEY = 'aye_noty_trust_request' as const;
const TRUST_ANSWER_KEY = 'aye_noty_trust_response' as const;

export interface TrustNetworkDeps {
  db: Db;
  clock: Clock;
}

/**
 * The member a TFP code belongs to, when they may join a trust network (POST /gettrustmemberbytfp with
 * purpose 'network'). Errors: 404 unknown code; 400 one's own code; 400 a member without a paid plan.
 */
export async function findNetworkMember(db: Db, me: number, tfp: string): Promise<NetworkProfile> {
  const other = await networkProfile(db, eq(users.tfpPin, tfp));
  if (!other || other.status === USER_TERMINATED) throw notFound(ONBOARDING_MESSAGES.partnerNotFound);
  if (other.id === me) throw badRequest(M.isSelf);
  if (!mayJoinNetwork(other)) throw badRequest(M.notEligible);
  return other;
}

/**
 * Asks the member with the TFP code into the caller's trust network (POST /addtrustmember): a pending
 * link, an in-app notification and a mail to them. When they had already asked the caller, their request
 * is accepted instead (also when both ask at the same moment: one link per pair, the second asker
 * answers the first). A request they rejected may be sent again.
 * Errors: 400 not eligible (either side), oneself; 404 unknown code; 409 already linked or already asked.
 */
export async function addTrustMember(
  deps: TrustNetworkDeps,
  me: number,
  tfp: string,
): Promise<{ name: string; status: number }> {
  const self = await networkProfile(deps.db, eq(users.id, me));
  if (!mayJoinNetwork(self)) throw badRequest(M.needPaidPlan);
  const other = await findNetworkMember(deps.db, me, tfp);
  const now = deps.clock.now();
  const pair = { lowId: Math.min(me, other.id), highId: Math.max(me, other.id) };
  const status = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(trustMembers)
      .values({
        requesterId: me,
        memberId: other.id,
        ...pair,
        status: TRUST_MEMBER_PENDING,
        requestedAt: now,
      })
      .onConflictDoNothing({ target: [trustMembers.lowId, trustMembers.highId] })
      .returning({ id: trustMembers.id });
    if (!created) {
      // The pair already has its link: lock it, so a racing answer or mirror request waits for ours.
      const [link] = await tx
        .select()
        .from(trustMembers)
        .where(and(eq(trustMembers.lowId, pair.lowId), eq(trustMembers.highId, pair.highId)))
        .for('update');
      if (!link) throw new Error('trust link vanished under its lock');
      if (link.status === TRUST_MEMBER_ACCEPTED) throw conflict(M.alreadyMember);
      if (link.status === TRUST_MEMBER_PENDING && link.requesterId === me) throw conflict(M.alreadyRequested);
      if (link.status === TRUST_MEMBER_PENDING) {
        await tx
          .update(trustMembers)
          .set({ status: TRUST_MEMBER_ACCEPTED, answeredAt: now })
          .where(eq(trustMembers.id, link.id));
        await tellAnswer(tx, { to: other.id, by: self, accepted: true, at: now });
        return TRUST_MEMBER_ACCEPTED;
      }
      await tx
        .update(trustMembers)
        .set({
          requesterId: me,
          memberId: other.id,
          status: TRUST_MEMBER_PENDING,
          requestedAt: now,
          answeredAt: null,
        })
        .where(eq(trustMembers.id, link.id));
    }
    // The email goes through the mail queue (retries, a timeout, dead mail kept) after the commit;
    // its button signs the member in once, made when it is sent.
    await notifyMember(tx, {
      memberId: other.id,
      kind: TRUST_REQUEST_KEY,
      subject: 'Trust network request',
      message: `${self.name} (${self.tfp}) asks you to join their trust network. Accept or reject the request on your Trust Network page.`,
      byUserId: me,
      at: now,
      email: {
        subject: `${self.name} asks you to join their trust network`,
        message: `${self.name} (${self.tfp ?? ''}) asks you to join their trust network on Trust Fund.`,
        signInFor: 'trust_request',
      },
    });
    return TRUST_MEMBER_PENDING;
  });
  return { name: other.name, status };
}

/**
 * The addressee answers a pending request (POST /addtrustmemberresponse): accept makes the link mutual,
 * reject closes it (the asker may ask again later). The asker is told in-app.
 * Errors: 404 when no request from byuserid waits for this member (another member's request, answered
 * already, or touserid not the caller).
 */
export async function answerTrustRequest(
  deps: Pick<TrustNetworkDeps, 'db' | 'clock'>,
  me: number,
  input: { byUserId: number; toUserId?: number; accept: boolean },
): Promise<{ status: number }> {
  if (input.toUserId !== undefined && input.toUserId !== me) throw notFound(M.requestNotFound);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(trustMembers)
      .where(
        and(
          eq(trustMembers.requesterId, input.byUserId),
          eq(trustMembers.memberId, me),
          eq(trustMembers.status, TRUST_MEMBER_PENDING),
        ),
      )
      .for('update');
    if (!link) throw notFound(M.requestNotFound);
    const status = input.accept ? TRUST_MEMBER_ACCEPTED : TRUST_MEMBER_REJECTED;
    await tx.update(trustMembers).set({ status, answeredAt: now }).where(eq(trustMembers.id, link.id));
    const self = await networkProfile(tx, eq(users.id, me));
    if (self) await tellAnswer(tx, { to: input.byUserId, by: self, accepted: input.accept, at: now });
    return { status };
  });
}

async function tellAnswer(
  tx: Db,
  a: { to: number; by: Pick<NetworkProfile, 'id' | 'name' | 'tfp'>; accepted: boolean; at: Date },
) {
  await notifyMember(tx, {
    memberId: a.to,
    kind: TRUST_ANSWER_KEY,
    subject: a.accepted ? 'Trust network request accepted' : 'Trust network request not accepted',
    message: a.accepted
      ? `${a.by.name} (${a.by.tfp}) accepted: you are now in each other’s trust network.`
      : `${a.by.name} (${a.by.tfp}) did not accept your trust network request.`,
    byUserId: a.by.id,
    at: a.at,
  });
}
