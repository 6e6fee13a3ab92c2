import type { ApiAnswer, TestApp } from '../../test/helpers';
import { mailsSettled } from './backgroundMail';

/** Mails leave after the answer (backgroundMail.ts): wait for them, then read the latest code. */
export async function codeFor(t: TestApp, email: string): Promise<string> {
  await mailsSettled(t.app.ctx);
  return t.latestCode(email);
}

/** Every mail to `email` in the outbox, oldest first (after the background sends are done). */
export async function mailsTo(t: TestApp, email: string): Promise<{ subject: string; text: string }[]> {
  await mailsSettled(t.app.ctx);
  return t.db.selectFrom('outbox').select(['subject', 'text']).where('to_address', '=', email).orderBy('id').execute();
}

/** What a caller can see of an answer, for deep comparisons of real and unknown accounts. */
export function visible(answer: ApiAnswer) {
  return { status: answer.status, code: answer.code, msg: answer.msg, data: answer.data, errors: answer.errors };
}

/** A wrong 6-digit code that is certainly not `code`. */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
