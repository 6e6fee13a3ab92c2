import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { getSessionChannel, resetSessionChannelForTests, claimSessionWriter, type SessionChannel } from '@sencare/shared/channel';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { createI18n } from '@sencare/shared/i18n';
import type { Language } from '@sencare/shared/channel';
import type { Provider, ProviderPage } from '@sencare/shared/rules';
import { RemoteServicesProvider } from '@sencare/shared/ui';
import { ApplyDraftProvider } from '../features/apply/useApplyDraft';
import en from '../i18n/en.json';
import vi from '../i18n/vi.json';

export type Routes = Record<string, (query: Record<string, unknown> | undefined, body?: unknown) => unknown>;

/** A plain HttpClient answering from a table of `METHOD path` → data (an Error rejects). */
export function fakeHttp(routes: Routes): HttpClient & { calls: { method: string; path: string; query?: unknown; body?: unknown }[] } {
  const calls: { method: string; path: string; query?: unknown; body?: unknown }[] = [];
  const answer = (method: string, path: string, query?: Record<string, unknown>, body?: unknown) => {
    calls.push({ method, path, query, body });
    const handler = routes[`${method} ${path}`];
    if (!handler) return Promise.reject(new ApiError(404, 'error.notFound', 404));
    try {
      const value = handler(query, body);
      if (value instanceof Error) return Promise.reject(value);
      return Promise.resolve(value);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    calls,
    get: ((path: string, query?: Record<string, unknown>) => answer('GET', path, query)) as HttpClient['get'],
    post: ((path: string, body?: object) => answer('POST', path, undefined, body)) as HttpClient['post'],
    put: ((path: string, body?: object) => answer('PUT', path, undefined, body)) as HttpClient['put'],
    del: ((path: string) => answer('DELETE', path)) as HttpClient['del'],
    upload: ((path: string, form: FormData) => answer('UPLOAD', path, undefined, form)) as HttpClient['upload'],
  };
}

export const serverDown = () => new ApiError(500, 'error.system', 500);

export function provider(id: number, overrides: Partial<Provider> = {}): Provider {
  return {
    id,
    name: `Bệnh viện Số ${id}`,
    address: `${id} Giải Phóng, Hà Nội`,
    city: 'Hà Nội',
    lat: 21 + id / 1000,
    lng: 105.8,
    phone: '024 3869 3731',
    cashless: id % 2 === 1,
    specialties: ['general', 'cardiology'],
    distanceKm: id * 0.7,
    ...overrides,
  };
}

export function page(items: Provider[], extra: Partial<ProviderPage> = {}): ProviderPage {
  return { items, page: 1, pageSize: 20, total: items.length, hasMore: false, ...extra };
}

export const CITIES = [
  { city: 'Hà Nội', count: 7, lat: 21.0285, lng: 105.8542 },
  { city: 'Đà Nẵng', count: 4, lat: 16.0544, lng: 108.2022 },
];

export function setupSession(language: Language = 'en_US'): SessionChannel {
  resetSessionChannelForTests();
  const writer = claimSessionWriter();
  writer.update({
    status: 'authenticated',
    userCode: 'SC00000001',
    language,
    user: { userCode: 'SC00000001', account: 'demo', fullName: 'Nguyễn Văn An', email: 'demo@sencare.vn', phone: '0912345678', idNumber: '001090012345', role: 'customer' },
  });
  return getSessionChannel();
}

export function renderPage(ui: (props: { channel: SessionChannel; http: HttpClient }) => ReactElement, http: HttpClient, language: Language = 'en_US') {
  const channel = setupSession(language);
  const i18n = createI18n('cashless', { en, vi }, language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });
  const titles: (string | null)[] = [];
  const sub = channel.on('any:title-changed').subscribe((p) => titles.push(p.title));
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RemoteServicesProvider value={{ channel, http, language }}>
          <ApplyDraftProvider channel={channel}>{ui({ channel, http })}</ApplyDraftProvider>
        </RemoteServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, channel, titles, queryClient, cleanupChannel: () => sub.unsubscribe() };
}

/** A tiny real PNG / a text file pretending to be one. */
export const pngFile = (name = 'photo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, { type: 'image/png' });
export const fakeJpeg = () => new File(['%PDF-1.7 not an image'], 'scan.jpg', { type: 'image/jpeg' });
