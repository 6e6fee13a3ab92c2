/**
 * A PIN someone else could guess: with five tries before the lock, what matters is
 * not being among the first guesses. Refused, each with its own reason:
 * - one digit repeated (111111) → validation.pinRepeated
 * - a run up or down (123456, 654321, 345678) → validation.pinSequence
 * - a repeated pair or triple (121212, 123123) → validation.pinPattern
 * - the holder's date of birth as ddmmyy, yymmdd, mmddyy or ddmmyyyy's first six (the API knows it) → validation.pinBirthday
 */
export type PinWeakness = 'validation.pinRepeated' | 'validation.pinSequence' | 'validation.pinPattern' | 'validation.pinBirthday';

function isRun(pin: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < pin.length; i += 1) steps.add(Number(pin[i]) - Number(pin[i - 1]));
  return steps.size === 1 && (steps.has(1) || steps.has(-1));
}

/** ddmmyy, yymmdd, mmddyy and ddmmyy(yy) of a yyyy-mm-dd date. */
export function birthdayPins(dateOfBirth: string): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  if (!match) return [];
  const [, yyyy, mm, dd] = match;
  const yy = yyyy.slice(2);
  return [`${dd}${mm}${yy}`, `${yy}${mm}${dd}`, `${mm}${dd}${yy}`, `${dd}${mm}${yyyy.slice(0, 2)}`];
}

/** Why a six-digit PIN is too easy to guess, or null when it is fine. */
export function pinWeakness(pin: string, dateOfBirth?: string | null): PinWeakness | null {
  if (!/^\d{6}$/.test(pin)) return null;
  if (/^(\d)\1{5}$/.test(pin)) return 'validation.pinRepeated';
  if (isRun(pin)) return 'validation.pinSequence';
  if (/^(\d\d)\1\1$/.test(pin) || /^(\d{3})\1$/.test(pin)) return 'validation.pinPattern';
  if (dateOfBirth && birthdayPins(dateOfBirth).includes(pin)) return 'validation.pinBirthday';
  return null;
}
