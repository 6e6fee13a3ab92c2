import type { $ZodError } from 'zod/v4/core';
import { loginFormSchema, toFieldErrors, verifyPinFormSchema } from './authForms';
import { loginSchema, verifyPinSchema } from './auth';

// The login and unlock screens validate with zod/mini (./authForms.ts), the API with the classic
// objects built on the same fields (./auth.ts): a form must never pass what the API refuses.
const outcome = (schema: { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: $ZodError } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { data: result.data } : { errors: toFieldErrors(result.error) };
};

describe('the screens and the API apply the same sign-in and PIN rules', () => {
  test.each([
    { account: '', password: '', privacyAccepted: false },
    { account: 'demo', password: 'x' },
    { account: '   ', password: 'x', privacyAccepted: true },
    { account: '  lan.tran  ', password: 'Lan2026pw', privacyAccepted: true },
    { account: 'a'.repeat(141), password: 'A1'.repeat(10) + 'x', privacyAccepted: true },
    { account: 'demo', password: 'x', privacyAccepted: true, admin: true },
    { account: 42, password: null },
  ])('login %#', (value) => {
    expect(outcome(loginFormSchema, value)).toEqual(outcome(loginSchema, value));
  });
  test('an account is trimmed the same way for both', () => {
    expect(outcome(loginFormSchema, { account: '  lan.tran  ', password: 'p', privacyAccepted: true })).toEqual({ data: { account: 'lan.tran', password: 'p', privacyAccepted: true } });
  });
  test.each(['246810', '24681', '2468100', 'abcdef', '', undefined])('PIN %p', (pin) => {
    expect(outcome(verifyPinFormSchema, { pin })).toEqual(outcome(verifyPinSchema, { pin }));
  });
  test('the mini schemas name the same messages as the classic ones', () => {
    expect(outcome(loginFormSchema, { account: '', password: '', privacyAccepted: 'yes' })).toEqual({
      errors: { account: 'validation.accountEmpty', password: 'validation.passwordEmpty', privacyAccepted: 'validation.invalid' },
    });
    expect(outcome(verifyPinFormSchema, { pin: '12' })).toEqual({ errors: { pin: 'validation.pinSixDigits' } });
  });
});
