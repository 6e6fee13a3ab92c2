import { waitFor } from '@testing-library/react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { claimSessionWriter, type SessionWriter } from '../channel';
import { singleSpaHost } from '../testing';
import { fakeHttp, pending, type FakeHttp } from '../testing/fakeHttp';
import { LoadingView, useRemoteServices } from '../ui';
import { defineRemote } from './defineRemote';

/** A list page as the remotes write them: the loading view until the data is there. */
let lastClient: QueryClient | null = null;
function Claims() {
  const { http } = useRemoteServices();
  lastClient = useQueryClient();
  const list = useQuery({ queryKey: ['claims'], queryFn: () => http.get<string[]>('/claims') });
  if (list.data === undefined) return <LoadingView />;
  return <p data-testid="claims">{list.data.join(',')}</p>;
}

/** A remote as a page loads it once (its entry module defines it); each test is a fresh page. */
const loadRemote = () => defineRemote({ name: 'mfe-cache-probe', namespace: 'probe', resources: { en: {}, vi: {} }, setAntdRender: () => undefined, routes: { '/claims': () => <Claims /> } });

describe('one query cache per remote for the session', () => {
  const spa = singleSpaHost('#/claims');
  let writer: SessionWriter;
  beforeEach(() => {
    localStorage.clear();
    writer = claimSessionWriter();
    writer.update({ status: 'authenticated', userCode: 'SC1' });
  });

  function mounter(remote: ReturnType<typeof loadRemote>) {
    return async (http: FakeHttp) => {
      const props = spa.props('mfe-cache-probe', http);
      await remote.bootstrap(props as never);
      await remote.mount(props as never);
      return {
        unmount: () => remote.unmount(props as never),
        shown: () => spa.host().querySelector('[data-testid="claims"]')?.textContent,
        loading: () => spa.host().querySelector('[aria-busy="true"]') !== null,
      };
    };
  }

  test('going back to the remote renders the cached list at once, without a loading state, and asks nothing while it is fresh', async () => {
    const mount = mounter(loadRemote());
    const first = await mount(fakeHttp({ '/claims': ['CL-1', 'CL-2'] }));
    expect(first.loading()).toBe(true);
    await waitFor(() => expect(first.shown()).toBe('CL-1,CL-2'));
    await first.unmount();

    const http = fakeHttp({ '/claims': pending });
    const again = await mount(http);
    expect(again.shown()).toBe('CL-1,CL-2');
    expect(again.loading()).toBe(false);
    expect(http.to('GET /claims')).toHaveLength(0);
    await again.unmount();
  });

  test('data older than staleTime is shown at once and refetched behind it', async () => {
    const mount = mounter(loadRemote());
    const first = await mount(fakeHttp({ '/claims': ['CL-1'] }));
    await waitFor(() => expect(first.shown()).toBe('CL-1'));
    await first.unmount();
    // As if QUERY_DEFAULTS' 30 s had passed.
    await lastClient!.invalidateQueries({ refetchType: 'none' });

    const http = fakeHttp({ '/claims': ['CL-1', 'CL-3'] });
    const again = await mount(http);
    expect(again.shown()).toBe('CL-1');
    expect(again.loading()).toBe(false);
    await waitFor(() => expect(again.shown()).toBe('CL-1,CL-3'));
    expect(http.to('GET /claims')).toHaveLength(1);
    await again.unmount();
  });

  test('logout clears it: signed in again, the remote asks the API and shows its loading state', async () => {
    const mount = mounter(loadRemote());
    const first = await mount(fakeHttp({ '/claims': ['CL-1'] }));
    await waitFor(() => expect(first.shown()).toBe('CL-1'));
    const before = lastClient!;
    await first.unmount();

    writer.update({ status: 'anonymous', userCode: null });
    expect(before.getQueryCache().getAll()).toHaveLength(0);
    writer.update({ status: 'authenticated', userCode: 'SC1' });
    const http = fakeHttp({ '/claims': pending });
    const again = await mount(http);
    expect(again.shown()).toBeUndefined();
    expect(again.loading()).toBe(true);
    await waitFor(() => expect(http.to('GET /claims')).toHaveLength(1));
    expect(lastClient).not.toBe(before);
    await again.unmount();
  });

  test('a logout while the remote is on screen empties its cache once it unmounts, and the page asks nothing without a token meanwhile', async () => {
    const mount = mounter(loadRemote());
    const http = fakeHttp({ '/claims': ['CL-1'] });
    const page = await mount(http);
    await waitFor(() => expect(page.shown()).toBe('CL-1'));
    const cache = lastClient!;
    writer.update({ status: 'anonymous', userCode: null, user: null });
    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().querySelector('[data-testid="mfe-cache-probe"]')).not.toBeNull());
    expect(page.shown()).toBe('CL-1');
    expect(cache.getQueryCache().getAll()).toHaveLength(1);
    await page.unmount();
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
    expect(http.to('GET /claims')).toHaveLength(1);
  });

  test('another user signed in on the phone never sees the last one’s cache', async () => {
    const mount = mounter(loadRemote());
    const first = await mount(fakeHttp({ '/claims': ['CL-1'] }));
    await waitFor(() => expect(first.shown()).toBe('CL-1'));
    await first.unmount();

    writer.update({ userCode: 'SC2' });
    const again = await mount(fakeHttp({ '/claims': pending }));
    expect(again.shown()).toBeUndefined();
    expect(again.loading()).toBe(true);
    await again.unmount();
  });
});
