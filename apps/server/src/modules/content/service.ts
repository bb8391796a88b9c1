import type { ContactMessage, SupportRequest } from '@trust/shared';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { insertContactMessage, insertSupportRequest } from './queries.ts';

type Deps = { db: Db; clock: Clock; mailer: Mailer; inbox: string; onMailError?: (err: unknown) => void };

/** The row is the record operators answer from; the mail is a copy, so its failure is only reported. */
async function notifyInbox(deps: Deps, message: Parameters<Mailer['send']>[0]) {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.onMailError?.(err);
  }
}

/** Stores a contact-form enquiry, then mails it to the fund's inbox with the visitor as reply-to. */
export async function submitContactMessage(deps: Deps, input: ContactMessage): Promise<{ id: number }> {
  const saved = await insertContactMessage(deps.db, {
    name: input.c_name,
    phone: input.c_number,
    email: input.c_email,
    message: input.c_message,
    createdAt: deps.clock.now(),
  });
  if (!saved) throw new Error('contact message not stored');
  await notifyInbox(deps, {
    to: deps.inbox,
    replyTo: input.c_email,
    subject: `Website enquiry from ${input.c_name}`,
    text: [
      `Name: ${input.c_name}`,
      `Phone: +${input.c_number}`,
      `Email: ${input.c_email}`,
      '',
      input.c_message,
      '',
      `Enquiry #${saved.id}. Reply to this email to answer the visitor.`,
    ].join('\n'),
  });
  return saved;
}

/**
 * Records a visitor's request to talk to the support team and tells the team by mail, so an agent
 * can answer by email within a working day (the visitor chat is not open yet).
 */
export async function requestSupport(deps: Deps, input: SupportRequest): Promise<{ id: number }> {
  const saved = await insertSupportRequest(deps.db, {
    name: input.name,
    email: input.email,
    visitorId: input.visitor_id,
    createdAt: deps.clock.now(),
  });
  if (!saved) throw new Error('support request not stored');
  await notifyInbox(deps, {
    to: deps.inbox,
    replyTo: input.email,
    subject: `Visitor #${input.visitor_id} wants to talk to support`,
    text: [
      `${input.name} (${input.email}) started a conversation from the website as visitor #${input.visitor_id}.`,
      'Please reply to this email within one working day.',
    ].join('\n'),
  });
  return saved;
}
