import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/createI18n';
import { PullToRefreshFrame } from './PullToRefreshFrame';

test.each([
  ['en_US', 'Pull down to refresh'],
  ['vi_VN', 'Kéo xuống để làm mới'],
] as const)('the list inside, and the pull prompt in the session language (%s)', (language, prompt) => {
  const i18n = createI18n('probe', { en: {}, vi: {} }, language);
  expect(i18n.t('pullToRefresh', { ns: 'common' })).toBe(prompt);
  render(
    <I18nextProvider i18n={i18n}>
      <PullToRefreshFrame threshold={45} onRefresh={() => Promise.resolve()}>
        <ul data-testid="list" />
      </PullToRefreshFrame>
    </I18nextProvider>,
  );
  expect(screen.getByTestId('list').closest('.adm-pull-to-refresh')).not.toBeNull();
  expect(document.querySelector('.adm-pull-to-refresh-head')?.textContent).toBe(prompt);
});
