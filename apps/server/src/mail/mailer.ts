import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Throws MailNotSentError when the message could not be handed over. */
  send(message: MailMessage): Promise<void>;
}

/**
 * The one failure of `send`, whatever the transport said (a refused connection, a rejected address, a
 * full disk for the outbox). A request that waits on a mail answers it as 502 with one sentence
 * (http/errors.ts); the queue retries it. `cause` keeps the transport's own error for the log.
 */
export class MailNotSentError extends Error {
  readonly to: string;
  constructor(message: MailMessage, cause: unknown) {
    // The transport's own words, as the queue records them on the mail (dead mail shows them).
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'MailNotSentError';
    this.to = message.to;
  }
}

/** Runs one hand-over, turning whatever it throws into MailNotSentError. */
async function handOver(message: MailMessage, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (e) {
    throw new MailNotSentError(message, e);
  }
}

/**
 * SMTP when smtpUrl is set; otherwise each message is written to outboxDir as a .eml file
 * (the raw message) and a .json file (to, subject, text, html) that tests and developers read.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log?: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await handOver(m, async () => {
          await transport.sendMail({ from: opts.from, ...m });
        });
        opts.log?.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(m) {
      const name = `${Date.now()}-${process.pid}-${++counter}`;
      await handOver(m, async () => {
        const info = await transport.sendMail({ from: opts.from, ...m });
        mkdirSync(opts.outboxDir, { recursive: true });
        writeFileSync(join(opts.outboxDir, `${name}.eml`), info.message as Buffer);
        writeFileSync(
          join(opts.outboxDir, `${name}.json`),
          JSON.stringify({ from: opts.from, ...m, date: new Date().toISOString() }, null, 2),
        );
      });
      opts.log?.info({ to: m.to, subject: m.subject, file: `${name}.eml` }, 'mail written to outbox');
    },
  };
}
