import { setPinSchema, changePinSchema, resetPinByCodeSchema, verifyPinSchema } from './auth';
import { birthdayPins, pinWeakness } from './pinStrength';

describe('weak PINs', () => {
  test.each([
    ['111111', 'validation.pinRepeated'],
    ['000000', 'validation.pinRepeated'],
    ['123456', 'validation.pinSequence'],
    ['654321', 'validation.pinSequence'],
    ['345678', 'validation.pinSequence'],
    ['121212', 'validation.pinPattern'],
    ['123123', 'validation.pinPattern'],
    ['520520', 'validation.pinPattern'],
  ])('%s is refused: %s', (pin, reason) => {
    expect(pinWeakness(pin)).toBe(reason);
  });

  test.each(['258036', '246810', '975310', '112233', '135790', '890123'])('%s is accepted', (pin) => {
    expect(pinWeakness(pin)).toBeNull();
  });

  test("the holder's date of birth, in the ways people write it, is refused only when known", () => {
    expect(birthdayPins('1988-02-27')).toEqual(['270288', '880227', '022788', '270219']);
    for (const pin of birthdayPins('1988-02-27')) expect(pinWeakness(pin, '1988-02-27')).toBe('validation.pinBirthday');
    expect(pinWeakness('270288')).toBeNull();
    expect(pinWeakness('270288', '1990-05-12')).toBeNull();
    expect(birthdayPins('not a date')).toEqual([]);
  });

  test('every new PIN is checked (set, change, reset); the PIN typed to unlock is not', () => {
    expect(setPinSchema.safeParse({ newPin: '111111', confirmPin: '111111' }).error?.issues[0]).toMatchObject({ path: ['newPin'], message: 'validation.pinRepeated' });
    expect(changePinSchema.safeParse({ oldPin: '123456', newPin: '123456', confirmPin: '123456' }).error?.issues.map((i) => [i.path[0], i.message])).toEqual([['newPin', 'validation.pinSequence']]);
    expect(resetPinByCodeSchema.safeParse({ account: 'lan', code: '123456', newPin: '121212', confirmPin: '121212' }).error?.issues[0].message).toBe('validation.pinPattern');
    expect(verifyPinSchema.safeParse({ pin: '123456' }).success).toBe(true);
  });
});
