import { randomBytes } from 'node:crypto';
import type { Mail } from '../mail';

/** A first password for the invitation: letters and digits, 14 characters, inside the 5–20 the login accepts. */
export const temporaryPassword = () => `Sc${randomBytes(6).toString('hex')}`;

/**
 * The invitation to a new SenCare account made by HR (a member or a portal user): why they got it,
 * in both languages, then how to sign in with the first password; the PIN is theirs to choose.
 */
export function invitation(to: string, password: string, subject: string, why: { en: string; vi: string }): Mail {
  const text = [
    why.en,
    `Sign in with your email ${to} and the first password ${password}; you then choose your own PIN.`,
    '',
    why.vi,
    `Đăng nhập bằng email ${to} và mật khẩu ban đầu ${password}; sau đó bạn tự đặt mã PIN.`,
  ].join('\n');
  return { to, subject, text };
}
