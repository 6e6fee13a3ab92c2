import { normalizeVerificationCode } from '@sencare/shared/contracts';
import { guaranteeStanding, guaranteeValidity, newVerificationCode, patientInitials } from './guarantee';

test('a new code is two groups of five of Crockford base32, read back unchanged; typed loosely it still reads', () => {
  const codes = new Set(Array.from({ length: 200 }, () => newVerificationCode()));
  expect(codes.size).toBe(200);
  for (const code of codes) {
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(normalizeVerificationCode(code)).toBe(code);
  }
  expect(normalizeVerificationCode(' 7k3qx m9t2v ')).toBe('7K3QX-M9T2V');
  // O, I and L are misreadings of 0 and 1 on paper; U is not in the alphabet.
  expect(normalizeVerificationCode('O1ILO-00000')).toBe('01110-00000');
  expect(normalizeVerificationCode('UUUUU-UUUUU')).toBeNull();
  expect(normalizeVerificationCode('7K3QX-M9T2')).toBeNull();
});

test('validity: from admission to the policy expiry or 60 days after admission, whichever is earlier', () => {
  expect(guaranteeValidity('2026-11-20', '2027-02-28')).toEqual({ from: '2026-11-20', until: '2027-01-19' });
  expect(guaranteeValidity('2026-12-20', '2027-01-31')).toEqual({ from: '2026-12-20', until: '2027-01-31' });
});

test('standing: a guarantee past its validity has expired; the other states say where the request is', () => {
  expect(guaranteeStanding('assessed', '2027-01-19', '2027-01-19')).toBe('guaranteed');
  expect(guaranteeStanding('final_submission', '2027-01-19', '2027-01-20')).toBe('expired');
  expect(guaranteeStanding('to_be_replied', '2027-01-19', '2026-12-01')).toBe('returned');
  expect(guaranteeStanding('declined', '2027-01-19', '2026-12-01')).toBe('declined');
  expect(guaranteeStanding('cancelled', '2027-01-19', '2026-12-01')).toBe('ended');
  expect(guaranteeStanding('concluded', '2027-01-19', '2027-06-01')).toBe('concluded');
});

test('initials only, Vietnamese letters kept', () => {
  expect(patientInitials('Trần Thị Lan')).toBe('T.T.L.');
  expect(patientInitials('  đỗ   ánh  ')).toBe('Đ.Á.');
});
