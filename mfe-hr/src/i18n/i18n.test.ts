import { findMissingKeys } from '@sencare/shared/i18n';
import en from './en.json';
import vi from './vi.json';

test('every HR text exists in English and Vietnamese', () => {
  expect(findMissingKeys(en, vi)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
});
