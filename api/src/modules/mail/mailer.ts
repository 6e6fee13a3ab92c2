import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message goes into the `outbox`
 * table, which `npm run outbox -w api` prints so a person running locally can read the code.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await db.insertInto('outbox').values({ to_address: mail.to, subject: mail.subject, text: mail.text, created_at: nowIso() }).execute();
    },
  };
}

/** The 6-digit code inside a message written by verification mails (for the outbox tools). */
export function codeIn(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}
