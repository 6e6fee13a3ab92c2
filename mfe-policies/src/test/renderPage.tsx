import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { getSessionChannel, resetSessionChannelForTests, type Language } from '@sencare/shared/channel';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { createI18n } from '@sencare/shared/i18n';
import { RemoteServicesProvider } from '@sencare/shared/ui';
import en from '../i18n/en.json';
import vi from '../i18n/vi.json';

type Answer = unknown | ((query?: Record<string, unknown>) => unknown);

/**
 * A plain-object HttpClient answering GET paths from a table: a value resolves, an Error rejects,
 * a missing path never answers (the loading state).
 */
export function fakeHttp(routes: Record<string, Answer>): HttpClient & { get: jest.Mock } {
  const never = () => new Promise<never>(() => undefined);
  const get = jest.fn((path: string, query?: Record<string, unknown>) => {
    if (!(path in routes)) return never();
    const answer = routes[path];
    const value = typeof answer === 'function' ? (answer as (q?: Record<string, unknown>) => unknown)(query) : answer;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
  return { get, post: never, put: never, del: never, upload: never } as unknown as HttpClient & { get: jest.Mock };
}

export const serverError = () => new ApiError(500, 'error.system', 500);
export const notFoundError = () => new ApiError(404, 'error.notFound', 404);

export function renderPage(ui: ReactElement, { http, language = 'en_US' }: { http: HttpClient; language?: Language }) {
  resetSessionChannelForTests();
  const channel = getSessionChannel();
  const titles: Array<string | null> = [];
  const sub = channel.on('any:title-changed').subscribe((p) => titles.push(p.title));
  const i18n = createI18n('policies', { en, vi }, language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RemoteServicesProvider value={{ http, channel, language }}>{ui}</RemoteServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  result.unmount = ((unmount) => () => {
    sub.unsubscribe();
    unmount();
  })(result.unmount);
  return { ...result, titles, channel };
}
