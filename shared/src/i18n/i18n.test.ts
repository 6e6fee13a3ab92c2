import { createI18n, findMissingKeys } from './index';
import en from './common.en.json';
import vi from './common.vi.json';

test('every common text exists in English and Vietnamese', () => {
  expect(findMissingKeys(en, vi)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
});

test('findMissingKeys reports keys missing on either side', () => {
  expect(findMissingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x', d: 'z' })).toEqual({ onlyInFirst: ['b.c'], onlyInSecond: ['d'] });
});

test('a namespace instance maps en_US/vi_VN to en/vi-VN and falls back to English', () => {
  const i18n = createI18n('demo', { en: { hello: 'Hello', onlyEn: 'Only English' }, vi: { hello: 'Xin chào' } }, 'vi_VN');
  expect(i18n.language).toBe('vi-VN');
  expect(i18n.t('hello')).toBe('Xin chào');
  expect(i18n.t('onlyEn')).toBe('Only English');
  expect(i18n.t('error.network')).toBe('Lỗi mạng');
});
