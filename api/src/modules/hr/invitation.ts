import { randomBytes } from 'node:crypto';
import type { Mail } from '../mail';

/**
 * The password a new account made by HR starts with: 32 random bytes that are never shown, sent or
 * stored anywhere but as their hash. Nobody can sign in with it; the person sets their own password
 * with the emailed code of "Forgot password?" (api/src/modules/auth/service.ts resetPassword), so a
 * password never travels in a mail that can sit in an inbox for years.
 */
export const unusablePassword = () => randomBytes(32).toString('base64');

/**
 * The invitation to a new SenCare account made by HR (a member or a portal user): why they got it,
 * in both languages, then how to set their own password and sign in; the PIN is theirs to choose.
 */
export function invitation(to: string, subject: string, why: { en: string; vi: string }): Mail {
  const text = [
    why.en,
    `To start, open SenCare, choose "Forgot password?", enter your email ${to} and set your own password with the code we email you. Then sign in with your email and choose your PIN.`,
    '',
    why.vi,
    `Để bắt đầu, mở SenCare, chọn "Quên mật khẩu?", nhập email ${to} và tự đặt mật khẩu bằng mã chúng tôi gửi qua email. Sau đó đăng nhập bằng email và tự đặt mã PIN.`,
  ].join('\n');
  return { to, subject, text };
}
