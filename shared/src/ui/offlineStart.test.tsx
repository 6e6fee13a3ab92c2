import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/createI18n';
import { ErrorView } from './StatusView';
import { offlineAwareView } from './OfflineNotices';

/** An app started with no signal: the browser knows, no `offline` event has fired. */
function startOffline() {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}
afterEach(() => jest.restoreAllMocks());

test('started with no signal, a page never opened online that failed to load says it is not saved on this phone', () => {
  const failed = { data: undefined, isPending: false, isError: true, fetchStatus: 'idle' };
  expect(offlineAwareView(failed, false)).toBe('offline-empty');
  expect(offlineAwareView(failed, true)).toBe('error');
  startOffline();
  expect(offlineAwareView(failed)).toBe('offline-empty');
});

test.each([
  ['en_US', 'No connection, and this page has not been saved on this phone yet. Connect to the internet and try again.'],
  ['vi_VN', 'Không có kết nối và trang này chưa được lưu trên điện thoại. Hãy kết nối Internet rồi thử lại.'],
] as const)('a page that failed with no signal says it is not saved on this phone (%s); online, that it could not be loaded', (language, text) => {
  startOffline();
  const i18n = createI18n('test', { en: {}, vi: {} }, language);
  const { unmount } = render(<I18nextProvider i18n={i18n}><ErrorView onRetry={() => undefined} /></I18nextProvider>);
  expect(screen.getByTestId('error-view').textContent).toContain(text);
  unmount();
  jest.restoreAllMocks();
  render(<I18nextProvider i18n={i18n}><ErrorView onRetry={() => undefined} /></I18nextProvider>);
  expect(screen.getByTestId('error-view').textContent).toContain(i18n.t('error.loadFailed', { ns: 'common' }));
});
