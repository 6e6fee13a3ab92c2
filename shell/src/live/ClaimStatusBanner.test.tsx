import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../i18n/shellI18n';
import { ClaimStatusBanner } from './ClaimStatusBanner';

/** What the customer reads when the insurer moves a claim, in both languages. */
describe.each([
  ['en', 'Claim CL-2026-000204 is now: Waiting for original documents for settlement', 'View claim', 'Dismiss'],
  ['vi-VN', 'Hồ sơ CL-2026-000204 đã chuyển sang: Chờ chứng từ gốc để giải quyết', 'Xem hồ sơ', 'Đóng'],
])('claim status banner (%s)', (language, text, link, dismiss) => {
  test('a polite status region with the claim, its new status, a link to its details and a dismiss button', async () => {
    const i18n = createShellI18n();
    await i18n.changeLanguage(language);
    const onDismiss = jest.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ClaimStatusBanner banner={{ claimId: 'CL-2026-000204', status: 'waiting_originals' }} onDismiss={onDismiss} belowNav />
      </I18nextProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain(text);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('#/claims/detail?id=CL-2026-000204');
    fireEvent.click(screen.getByRole('button', { name: dismiss }));
    expect(onDismiss).toHaveBeenCalledTimes(1);

    // The region stays on the page (a live region must exist before its text changes).
    rerender(
      <I18nextProvider i18n={i18n}>
        <ClaimStatusBanner banner={null} onDismiss={onDismiss} belowNav />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
