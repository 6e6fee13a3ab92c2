import { waitFor } from '@testing-library/react';
import { onlineManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimSessionWriter, type SessionWriter } from '../channel';
import { offlineDataKey, wipeOfflineData } from '../http/offlineData';
import { singleSpaHost } from '../testing';
import { fakeHttp, pending } from '../testing/fakeHttp';
import { LastUpdatedNotice, OfflineEmptyView, offlineAwareView, useRemoteServices } from '../ui';
import { defineRemote } from './defineRemote';
import { OFFLINE_META, WRITE_THROTTLE_MS } from './offlineQueries';

let cardsCache: QueryClient | null = null;
function Cards() {
  const { http } = useRemoteServices();
  cardsCache = useQueryClient();
  const kept = useQuery({ queryKey: ['cards'], queryFn: () => http.get<string[]>('/ecards'), meta: OFFLINE_META });
  const notKept = useQuery({ queryKey: ['faq'], queryFn: () => http.get<string>('/faq') });
  const view = offlineAwareView(kept);
  if (view === 'offline-empty') return <OfflineEmptyView onRetry={() => void kept.refetch()} />;
  return (
    <div>
      <LastUpdatedNotice query={kept} />
      <p data-testid="cards">{view === 'data' ? kept.data?.join(',') : view}</p>
      <p data-testid="faq">{notKept.data ?? ''}</p>
    </div>
  );
}

/** The remote as one page load defines it; its query cache lives as long as that page's session. */
const loadRemote = () => defineRemote({ name: 'mfe-offline-probe', namespace: 'probe', resources: { en: {}, vi: {} }, setAntdRender: () => undefined, routes: { '/cards': () => <Cards /> } });
let remote = loadRemote();
const key = (userCode: string) => offlineDataKey(userCode, 'mfe-offline-probe');

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  onlineManager.setOnline(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('offline queries: kept on the phone per user, shown with no signal', () => {
  const spa = singleSpaHost('#/cards');
  let writer: SessionWriter;
  beforeEach(() => {
    localStorage.clear();
    setOnline(true);
    writer = claimSessionWriter();
    writer.update({ status: 'authenticated', userCode: 'SC1' });
    remote = loadRemote();
  });

  /** A reload: the same remote on a new page, with nothing in memory. */
  const reload = () => (remote = loadRemote());

  async function mount(http = fakeHttp({ '/ecards': ['SC26000451-01', 'SC26000451-02'], '/faq': 'answers' })) {
    const props = spa.props('mfe-offline-probe', http);
    await remote.bootstrap(props as never);
    await remote.mount(props as never);
    return { unmount: () => remote.unmount(props as never), text: (id: string) => spa.host().querySelector(`[data-testid="${id}"]`)?.textContent };
  }

  // First: the other tests' writes still waiting at their end would land in its storage.
  test('a write still waiting when the user logs out is dropped, so the wipe at logout holds', async () => {
    // The library's clock is faked (advancing with real time, so the page loads as usual): the
    // throttled write is then fired on purpose, not awaited with a sleep that hopes to outlast it.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const page = await mount();
      await waitFor(() => expect(page.text('cards')).toBe('SC26000451-01,SC26000451-02'));
      // Logout: the shell ends the session and wipes, before the throttled write fires.
      writer.update({ status: 'anonymous', userCode: null });
      wipeOfflineData(localStorage);
      await jest.advanceTimersByTimeAsync(WRITE_THROTTLE_MS * 2);
      expect(localStorage.getItem(key('SC1'))).toBeNull();
      await page.unmount();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a query marked offline is stored under the user; one that is not, is not', async () => {
    const page = await mount();
    await waitFor(() => expect(page.text('cards')).toBe('SC26000451-01,SC26000451-02'));
    await waitFor(() => expect(localStorage.getItem(key('SC1'))).toContain('SC26000451-02'));
    expect(localStorage.getItem(key('SC1'))).not.toContain('answers');
    await page.unmount();
  });

  test('with no signal the next mount shows the stored copy with "Last updated", asking nothing', async () => {
    const first = await mount();
    await waitFor(() => expect(localStorage.getItem(key('SC1'))).toContain('SC26000451-02'));
    await first.unmount();

    reload();
    setOnline(false);
    const http = fakeHttp({ '/ecards': pending, '/faq': pending });
    const page = await mount(http);
    await waitFor(() => expect(page.text('cards')).toBe('SC26000451-01,SC26000451-02'));
    expect(page.text('last-updated')).toMatch(/^No connection\. Showing what was saved on this phone · Last updated \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(http.to('GET /ecards')).toHaveLength(0);
    await page.unmount();
  });

  test('another user signed in on the phone never sees it: nothing saved, and no signal, says so', async () => {
    const first = await mount();
    await waitFor(() => expect(localStorage.getItem(key('SC1'))).toContain('SC26000451-02'));
    await first.unmount();

    writer.update({ userCode: 'SC2' });
    setOnline(false);
    const page = await mount(fakeHttp({ '/ecards': pending, '/faq': pending }));
    await waitFor(() => expect(page.text('offline-empty')).toContain('has not been saved on this phone'));
    expect(page.text('cards')).toBeUndefined();
    await page.unmount();
  });

  test('an answer still waiting for its throttled write is written when the remote unmounts, and when the page hides', async () => {
    const page = await mount();
    await waitFor(() => expect(localStorage.getItem(key('SC1'))).toContain('SC26000451-02'));
    // A newer answer within the throttle's half second: the library would write it later, if the page still existed.
    cardsCache!.setQueryData(['cards'], ['SC26000451-03']);
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(key('SC1'))).toContain('SC26000451-03');
    cardsCache!.setQueryData(['cards'], ['SC26000451-04']);
    await page.unmount();
    expect(localStorage.getItem(key('SC1'))).toContain('SC26000451-04');
  });

  test("the wipe at sign-in keeps the signed-in user's data only", () => {
    localStorage.setItem(key('SC1'), '{}');
    localStorage.setItem(offlineDataKey('SC2', 'pin'), '{}');
    localStorage.setItem('CURRENT_LANG', 'vi_VN');
    wipeOfflineData(localStorage, 'SC2');
    expect(Object.keys(localStorage).sort()).toEqual(['CURRENT_LANG', offlineDataKey('SC2', 'pin')]);
  });
});
