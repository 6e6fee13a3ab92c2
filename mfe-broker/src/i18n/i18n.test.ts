import { findMissingKeys } from '@sencare/shared/i18n';
import en from './en.json';
import vi from './vi.json';

test('every broker text exists in English and Vietnamese', () => {
  expect(findMissingKeys(en, vi)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
});

test('every message key of the broker rules and contract has its words (shared/src/rules/broker.ts, shared/src/contracts/broker.ts)', () => {
  const keys = Object.keys(en.validation.broker);
  for (const key of ['code', 'status', 'agency', 'codeExists', 'emailTaken', 'agencyNotFound', 'agencyNotEffective', 'agentNotFound', 'clientNotFound', 'hrAdminExists', 'notYourself']) expect(keys).toContain(key);
});
