import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@sencare/shared/i18n';
import en from '../../../i18n/en.json';
import vi from '../../../i18n/vi.json';
import { StepProgress } from './StepProgress';

const ui = (lang: 'en_US' | 'vi_VN', step: Parameters<typeof StepProgress>[0]['step']) => (
  <I18nextProvider i18n={createI18n('claims', { en, vi }, lang)}>
    <StepProgress step={step} />
  </I18nextProvider>
);

test.each([
  ['en_US', 'Step 1 of 5: Insured', 'Step 2 of 5: Event'],
  ['vi_VN', 'Bước 1/5: Người được bảo hiểm', 'Bước 2/5: Sự kiện'],
] as const)('Next moves focus to "step 2 of 5" and marks it the current step (%s); the first step leaves focus alone', (lang, first, second) => {
  const { rerender } = render(ui(lang, 'who'));
  const heading = screen.getByTestId('wizard-step-heading');
  expect(heading.textContent).toBe(first);
  expect(document.activeElement).not.toBe(heading);
  expect(screen.getByTestId('wizard-step-who').getAttribute('aria-current')).toBe('step');

  rerender(ui(lang, 'event'));
  expect(heading.textContent).toBe(second);
  expect(document.activeElement).toBe(heading);
  expect(screen.getByTestId('wizard-step-event').getAttribute('aria-current')).toBe('step');
  expect(screen.getByTestId('wizard-step-who').hasAttribute('aria-current')).toBe(false);
});
