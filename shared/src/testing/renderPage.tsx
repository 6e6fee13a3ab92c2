import type { ReactElement } from 'react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { claimSessionWriter, getSessionChannel, resetSessionChannelForTests, type SessionChannel, type SessionWriter } from '../channel/sessionChannel';
import type { ChannelEvent, Language, SessionState, SessionUser } from '../channel/contract';
import type { HttpClient } from '../http/types';
import { QUERY_DEFAULTS } from '../http/queryDefaults';
import type { DefinedRemote } from '../kit/defineRemote';
import { fakeHttp } from './fakeHttp';

/** The signed-in customer every page test starts as, unless it says otherwise. */
export const DEMO_USER: SessionUser = {
  userCode: 'SC00000001',
  account: 'demo',
  fullName: 'Nguyễn Văn An',
  email: 'demo@sencare.vn',
  phone: '0912345678',
  idNumber: '001090012345',
  role: 'customer',
};

export interface RenderPageOptions {
  http?: HttpClient;
  language?: Language;
  /** The signed-in user; null for a session that knows no user yet. */
  user?: SessionUser | null;
  /** Anything else of the session state (status, pin). */
  session?: Partial<SessionState>;
  /** Put this path (and query) in the hash first, without a hashchange left queued for the next test. */
  path?: string;
}

export interface RenderedPage extends RenderResult {
  channel: SessionChannel;
  /** The session's writer (the shell's role): change the language or the user mid-test. */
  session: SessionWriter;
  http: HttpClient;
  queryClient: QueryClient;
  /** Every channel event since before the first render, in order. */
  events: Pick<ChannelEvent, 'type' | 'payload'>[];
  /** Every title the page gave the nav bar, in order. */
  titles: (string | null)[];
  /** Unmount now and stop recording. */
  cleanup(): void;
}

/** Production's query defaults without retries, so a failure shows at once. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, retry: false }, mutations: { retry: false } } });

function startSession({ language = 'en_US', user = DEMO_USER, session }: RenderPageOptions) {
  resetSessionChannelForTests();
  const writer = claimSessionWriter();
  writer.update({ status: 'authenticated', user, userCode: user?.userCode ?? null, language, ...session });
  return writer;
}

/**
 * Renders `ui` as the remote renders its pages (defineRemote's View: i18n namespace, services,
 * query client, antd-mobile locale and renderer, error boundary, the remote's frame) with a fresh
 * session channel and a signed-in user. Routing is the hash: pass `path` to start somewhere.
 */
export function renderPage(remote: Pick<DefinedRemote, 'View'>, ui: ReactElement, options: RenderPageOptions = {}): RenderedPage {
  const session = startSession(options);
  const channel = getSessionChannel();
  const events: RenderedPage['events'] = [];
  const titles: RenderedPage['titles'] = [];
  const sub = channel.events$.subscribe(({ type, payload }) => {
    events.push({ type, payload } as RenderedPage['events'][number]);
    if (type === 'any:title-changed') titles.push((payload as { title: string | null }).title);
  });
  if (options.path !== undefined) window.history.replaceState(null, '', `#${options.path}`);
  const http = options.http ?? fakeHttp();
  const queryClient = createTestQueryClient();
  const result = render(
    <remote.View channel={channel} http={http} queryClient={queryClient}>
      {ui}
    </remote.View>,
  );
  const cleanup = () => {
    sub.unsubscribe();
    act(() => result.unmount());
  };
  return { ...result, channel, session, http, queryClient, events, titles, cleanup };
}

/** The remote's router at `path`: what the user sees after following a link there. */
export function renderRoute(remote: Pick<DefinedRemote, 'View' | 'Routes'>, path: string, options: Omit<RenderPageOptions, 'path'> = {}): RenderedPage {
  return renderPage(remote, <remote.Routes />, { ...options, path });
}

/**
 * renderRoute for a page in a chunk of its own (a remote's lazy route, e.g. mfe-account/src/routes.tsx):
 * resolves once `readyTestId` is drawn, so a test types into the page and not into its loading view.
 */
export async function openRoute(remote: Pick<DefinedRemote, 'View' | 'Routes'>, path: string, readyTestId: string, options: Omit<RenderPageOptions, 'path'> = {}): Promise<RenderedPage> {
  const page = renderRoute(remote, path, options);
  await screen.findByTestId(readyTestId);
  return page;
}
