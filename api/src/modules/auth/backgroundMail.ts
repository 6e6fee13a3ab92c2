import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { maskEmail } from '../../lib/mask';
import type { Mail } from '../mail';

/** Mails still being handed to the mailer, per app (so tests and shutdown can wait for them). */
const inFlight = new WeakMap<AppContext, Set<Promise<void>>>();

/**
 * Sends a mail without making the answer wait for it (a slow SMTP server must not
 * tell a real account from an unknown one by timing). A failure is logged with the masked address
 * and what the mail was for, never dropped silently; the user can ask for another code.
 */
export function sendInBackground(ctx: AppContext, log: FastifyBaseLogger, mail: Mail | Promise<Mail>, purpose: string): void {
  let pending = inFlight.get(ctx);
  if (!pending) inFlight.set(ctx, (pending = new Set()));
  let to = '';
  const sending: Promise<void> = Promise.resolve(mail)
    .then((ready) => {
      to = maskEmail(ready.to);
      return ctx.mailer.send(ready);
    })
    .catch((error: unknown) => log.error({ err: error, to, purpose }, 'mail not sent'))
    .finally(() => pending.delete(sending));
  pending.add(sending);
}

/** Resolves once every mail started so far has been handed over (or its failure logged). */
export async function mailsSettled(ctx: AppContext): Promise<void> {
  const pending = inFlight.get(ctx);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}
