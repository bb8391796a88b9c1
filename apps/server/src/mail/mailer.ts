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
  send(message: MailMessage): Promise<void>;
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
        await transport.sendMail({ from: opts.from, ...m });
        opts.log?.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      mkdirSync(opts.outboxDir, { recursive: true });
      const name = `${Date.now()}-${process.pid}-${++counter}`;
      writeFileSync(join(opts.outboxDir, `${name}.eml`), info.message as Buffer);
      writeFileSync(
        join(opts.outboxDir, `${name}.json`),
        JSON.stringify({ from: opts.from, ...m, date: new Date().toISOString() }, null, 2),
      );
      opts.log?.info({ to: m.to, subject: m.subject, file: `${name}.eml` }, 'mail written to outbox');
    },
  };
}
