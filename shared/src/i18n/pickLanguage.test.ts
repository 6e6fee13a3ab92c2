import { pickLanguage } from './languages';

describe('pickLanguage: the current language, else the other one, else empty', () => {
  test('each language reads its own text', () => {
    expect(pickLanguage({ en: 'Hospital bill', vi: 'Hóa đơn viện phí' }, 'en_US')).toBe('Hospital bill');
    expect(pickLanguage({ en: 'Hospital bill', vi: 'Hóa đơn viện phí' }, 'vi_VN')).toBe('Hóa đơn viện phí');
  });

  test('a text written in one language only is shown in both', () => {
    expect(pickLanguage({ en: '', vi: 'Chỉ tiếng Việt' }, 'en_US')).toBe('Chỉ tiếng Việt');
    expect(pickLanguage({ en: 'English only', vi: '' }, 'vi_VN')).toBe('English only');
    expect(pickLanguage({ vi: 'Thiếu tiếng Anh' }, 'en_US')).toBe('Thiếu tiếng Anh');
    expect(pickLanguage({ en: 'Missing Vietnamese' }, 'vi_VN')).toBe('Missing Vietnamese');
  });

  test('nothing in either language, or no text at all, is empty', () => {
    expect(pickLanguage({ en: '', vi: '' }, 'vi_VN')).toBe('');
    expect(pickLanguage({}, 'en_US')).toBe('');
    expect(pickLanguage(null, 'en_US')).toBe('');
    expect(pickLanguage(undefined, 'vi_VN')).toBe('');
  });

  test('a plain string (an API from before migration 120, a saved copy) is taken as it is', () => {
    expect(pickLanguage('Ghi chú cũ', 'en_US')).toBe('Ghi chú cũ');
    expect(pickLanguage('', 'vi_VN')).toBe('');
  });
});
