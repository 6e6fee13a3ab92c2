import { createHash } from 'node:crypto';

/** d***@sencare.vn */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const DECOY_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com'];

/**
 * For an account that does not exist, a masked address that looks like a real one and is the same
 * on every request, so the forgot-password answer does not reveal whether the account exists.
 */
export function decoyMaskedEmail(account: string): string {
  if (account.includes('@')) return maskEmail(account);
  const digest = createHash('sha256').update(`decoy:${account}`).digest();
  return `${account[0] ?? 'x'}***@${DECOY_DOMAINS[digest[0] % DECOY_DOMAINS.length]}`;
}
