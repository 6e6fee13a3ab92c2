import { changePasswordSchema, emailSchema, loginSchema, passwordSchema, setPinSchema, toFieldErrors, forgotAccountRequestSchema, forgotPasswordResetSchema, resetPinByPasswordSchema } from './index';
import { createI18n } from '../i18n';

const firstError = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : toFieldErrors(result.error as never);
};

describe('password rules (docs/requirements.md §5: 5–20 letters and numbers)', () => {
  test.each([
    ['abc1', 'validation.passwordLength'],
    ['a'.repeat(21), 'validation.passwordLength'],
    ['abc 12', 'validation.passwordCharacters'],
    ['mật khẩu1', 'validation.passwordCharacters'],
    ['abc12!', 'validation.passwordCharacters'],
  ])('%p is refused with %p', (value, key) => {
    expect(firstError(passwordSchema, value)).toEqual({ _: key });
  });
  test.each(['abcde', 'Demo2026', 'A1b2C3d4E5f6G7h8I9j0'])('%p is accepted', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });
  test('new passwords must match', () => {
    expect(firstError(changePasswordSchema, { oldPassword: 'old12', newPassword: 'new12', confirmPassword: 'new13' })).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
  });
});

describe('PIN rules (docs/requirements.md §5)', () => {
  test.each(['12345', '1234567', '12a456', ''])('%p is not a 6-digit PIN', (pin) => {
    expect(firstError(setPinSchema, { newPin: pin, confirmPin: pin })).toMatchObject({ newPin: 'validation.pinSixDigits' });
  });
  test('the two PINs must match, with the spec message', () => {
    expect(firstError(setPinSchema, { newPin: '258036', confirmPin: '258037' })).toEqual({ confirmPin: 'validation.pinsDoNotMatch' });
    const en = createI18n('x', { en: {}, vi: {} });
    expect(en.t('validation.pinsDoNotMatch', { ns: 'common' })).toBe('The two entered PINs do not match.');
  });
});

describe('login and recovery', () => {
  // Consent is asked after sign-in, per purpose (docs/privacy.md "Consent"): the old tick is optional and means nothing.
  test('sign-in needs the account and password only; fields are named', () => {
    expect(firstError(loginSchema, { account: '', password: '', privacyAccepted: false })).toEqual({
      account: 'validation.accountEmpty',
      password: 'validation.passwordEmpty',
    });
    expect(loginSchema.safeParse({ account: 'demo', password: 'x' }).success).toBe(true);
  });
  // Every form that takes a password names the 20-character limit, none cuts it.
  test('a 21-character password is refused with the length message wherever a password is typed', () => {
    const long = 'A1'.repeat(10) + 'x';
    expect(firstError(loginSchema, { account: 'demo', password: long, privacyAccepted: true })).toEqual({ password: 'validation.passwordLength' });
    expect(firstError(changePasswordSchema, { oldPassword: long, newPassword: long, confirmPassword: long })).toEqual({ oldPassword: 'validation.passwordLength', newPassword: 'validation.passwordLength' });
    expect(firstError(forgotPasswordResetSchema, { account: 'demo', code: '123456', newPassword: long, confirmPassword: long })).toEqual({ newPassword: 'validation.passwordLength' });
    expect(firstError(resetPinByPasswordSchema, { account: 'demo', password: long, newPin: '258036', confirmPin: '258036' })).toEqual({ password: 'validation.passwordLength' });
  });
  test('extra fields are refused', () => {
    expect(firstError(loginSchema, { account: 'demo', password: 'x', privacyAccepted: true, admin: true })).toHaveProperty('_');
  });
  test.each([
    ['a@b.vn, c@d.vn', 'validation.emailOnlyOne'],
    ['a@b.vn;c@d.vn', 'validation.emailOnlyOne'],
    ['not-an-email', 'validation.emailInvalid'],
    ['', 'validation.emailEmpty'],
  ])('email %p → %p (spec: only one email)', (value, key) => {
    expect(firstError(emailSchema, value)).toEqual({ _: key });
  });
  test('insurance card number required for account retrieval', () => {
    expect(firstError(forgotAccountRequestSchema, { cardNumber: ' ', email: 'demo@sencare.vn' })).toEqual({ cardNumber: 'validation.cardNumberRequired' });
  });
});
