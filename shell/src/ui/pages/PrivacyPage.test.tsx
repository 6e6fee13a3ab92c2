import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { PrivacyPage } from './PrivacyPage';

const POLICY = { version: '2026-11-01', title: { en: 'Privacy policy', vi: 'Chính sách quyền riêng tư' }, body: { en: 'We keep…', vi: 'Chúng tôi lưu…' } };

function renderPrivacy(language: 'en_US' | 'vi_VN', policy: typeof POLICY = POLICY) {
  const i18n = createShellI18n();
  void i18n.changeLanguage(language === 'vi_VN' ? 'vi-VN' : 'en');
  const http = fakeHttp({ '/': policy });
  render(
    <I18nextProvider i18n={i18n}>
      <PrivacyPage http={http} language={language} />
    </I18nextProvider>,
  );
}

// The version is a date, written dd-mm-yyyy like every date in the app.
test.each([
  ['en_US', 'Version 01-11-2026', 'Privacy policy'],
  ['vi_VN', 'Phiên bản 01-11-2026', 'Chính sách quyền riêng tư'],
] as const)('the policy in %s says its version as dd-mm-yyyy', async (language, version, title) => {
  renderPrivacy(language);
  expect(await screen.findByText(version)).toBeTruthy();
  expect(screen.getByText(title)).toBeTruthy();
  expect(screen.getByTestId('privacy-page').textContent).not.toContain('2026-11-01');
});

test('a version that is not a date is shown as it is', async () => {
  renderPrivacy('en_US', { ...POLICY, version: 'v3' });
  expect(await screen.findByText('Version v3')).toBeTruthy();
});
