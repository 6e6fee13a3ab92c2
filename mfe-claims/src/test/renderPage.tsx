import '../common/antdReact19';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@sencare/shared/i18n';
import { getSessionChannel } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import en from '../i18n/en.json';
import vi from '../i18n/vi.json';
import { RemoteServicesProvider } from '@sencare/shared/ui';

/** A fake HttpClient answering from a table of path → data (or Error). */
export function fakeHttp(routes: Record<string, unknown>): HttpClient & { calls: string[] } {
  const calls: string[] = [];
  const answer = (path: string) => {
    calls.push(path);
    const key = Object.keys(routes).find((k) => path === k || path.startsWith(`${k}?`));
    const value = key ? routes[key] : new Error(`no route ${path}`);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value as never);
  };
  return { calls, get: (p) => answer(p), post: (p) => answer(`POST ${p}`), put: (p) => answer(`PUT ${p}`), del: (p) => answer(`DELETE ${p}`), upload: (p) => answer(`UPLOAD ${p}`) };
}

export function renderPage(ui: ReactElement, http: HttpClient, language: 'en_US' | 'vi_VN' = 'en_US') {
  const i18n = createI18n('claims', { en, vi }, language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RemoteServicesProvider value={{ http, channel: getSessionChannel(), language }}>{ui}</RemoteServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
