import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests, type Language, type SessionUser } from '@sencare/shared/channel';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { createI18n } from '@sencare/shared/i18n';
import { RemoteServicesProvider } from '@sencare/shared/ui';
import { AccountApp } from '../App';
import { createQueryClient } from '../queryClient';
import en from '../i18n/en.json';
import vi from '../i18n/vi.json';

type Handler = (body?: unknown) => unknown;

/**
 * A fake HttpClient: a plain object answering from a table of 'METHOD /path' → handler.
 * A handler may throw an ApiError; unknown routes fail as the real client would on a 404.
 */
export function fakeHttp(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const answer = (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    if (!handler) return Promise.reject(new ApiError(404, 'error.notFound', 404));
    try {
      return Promise.resolve(handler(body));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const http: HttpClient = {
    get: (path, query) => answer('GET', path, query) as never,
    post: (path, body) => answer('POST', path, body) as never,
    put: (path, body) => answer('PUT', path, body) as never,
    del: (path) => answer('DELETE', path) as never,
    upload: (path) => answer('UPLOAD', path) as never,
  };
  return { http, calls };
}

export const pending = () => new Promise<never>(() => undefined);

export const demoUser: SessionUser = {
  userCode: 'U0001',
  account: 'demo',
  fullName: 'Nguyễn Văn An',
  email: 'demo@sencare.vn',
  phone: '0901234567',
  role: 'customer',
};

export interface RenderOptions {
  path: string;
  http: HttpClient;
  language?: Language;
  user?: SessionUser | null;
}

/** Mounts the account app at a hash route, in one language, with a fresh channel and cache. */
export function renderAccount({ path, http, language = 'en_US', user = demoUser }: RenderOptions) {
  resetSessionChannelForTests();
  const writer = claimSessionWriter();
  writer.update({ status: 'authenticated', user, userCode: user?.userCode ?? null, language });
  const channel = getSessionChannel();
  const events: { type: string; payload: unknown }[] = [];
  const sub = channel.events$.subscribe((e) => events.push({ type: e.type, payload: e.payload }));
  // replaceState: synchronous, and no navigation left queued for the next test
  window.history.replaceState(null, '', `#${path}`);
  const i18n = createI18n('account', { en, vi }, language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RemoteServicesProvider value={{ channel, http, language }}>
        <AccountApp channel={channel} http={http} language={language} queryClient={queryClient} />
      </RemoteServicesProvider>
    </I18nextProvider>,
  );
  const lastTitle = () => [...events].reverse().find((e) => e.type === 'any:title-changed')?.payload;
  return {
    ...view,
    events,
    lastTitle,
    cleanup: () => {
      sub.unsubscribe();
      act(() => view.unmount());
    },
  };
}
