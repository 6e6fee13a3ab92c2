import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../i18n/shellI18n';
import { BannerCarousel } from './BannerCarousel';

/** jsdom has no matchMedia: the phone's reduced-motion setting, as the browser would report it. */
function phonePrefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
}

function renderBanners(language: 'en' | 'vi-VN' = 'en') {
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <BannerCarousel />
    </I18nextProvider>,
  );
  return screen.getByTestId('home-banners-toggle');
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('home banners', () => {
  test('move by themselves until paused; the button says what it will do', () => {
    phonePrefersReducedMotion(false);
    const toggle = renderBanners();
    expect(toggle.getAttribute('data-playing')).toBe('true');
    expect(toggle.textContent).toBe('Pause the banners');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('data-playing')).toBe('false');
    expect(toggle.textContent).toBe('Play the banners');
  });

  test('stand still when the phone asks for reduced motion, until played', () => {
    phonePrefersReducedMotion(true);
    const toggle = renderBanners('vi-VN');
    expect(toggle.getAttribute('data-playing')).toBe('false');
    expect(toggle.textContent).toBe('Phát băng tin');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('data-playing')).toBe('true');
  });
});
