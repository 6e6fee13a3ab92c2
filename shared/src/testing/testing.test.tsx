import { act, screen } from '@testing-library/react';
import { ApiError } from '../http/types';
import { defineRemote } from '../kit/defineRemote';
import { usePageTitle, useRemoteServices } from '../ui/remoteServices';
import { fakeHttp, pending } from './fakeHttp';
import { DEMO_USER, renderPage, renderRoute } from './renderPage';
import { routeDeclarationProblems } from './remoteDeclaration';

describe('fakeHttp', () => {
  test('answers GET routes by bare path and other methods by "METHOD /path", recording every call', async () => {
    const http = fakeHttp({ '/claims': [1], 'POST /claims': { id: 'CL-1' } });
    await expect(http.get('/claims', { tab: 'all' }, { silent: true })).resolves.toEqual([1]);
    await expect(http.post('/claims', { a: 1 })).resolves.toEqual({ id: 'CL-1' });
    expect(http.calls).toEqual([
      { method: 'GET', path: '/claims', query: { tab: 'all' }, options: { silent: true } },
      { method: 'POST', path: '/claims', body: { a: 1 } },
    ]);
    expect(http.to('POST /claims')).toHaveLength(1);
  });

  test('an exact route ignores a query string; a route ending in / answers every path under it', async () => {
    const http = fakeHttp({ 'GET /claims': 'list', 'GET /claims/submissions/': 'longer', 'GET /claims/': 'any claim' });
    await expect(http.get('/claims?page=2')).resolves.toBe('list');
    await expect(http.get('/claims/submissions/key-1')).resolves.toBe('longer');
    await expect(http.get('/claims/CL-1')).resolves.toBe('any claim');
    expect(http.to('GET /claims/submissions/').map((c) => c.path)).toEqual(['/claims/submissions/key-1']);
  });

  test('a handler sees the call and how many came before; an Error, returned or thrown, rejects', async () => {
    const http = fakeHttp({
      'PUT /drafts': (call, n) => (n === 0 ? new ApiError(409, 'claims.draftStale', 409) : { version: (call.body as { v: number }).v }),
      'DELETE /drafts': () => {
        throw new ApiError(5, 'error.network', 0);
      },
    });
    await expect(http.put('/drafts', { v: 2 })).rejects.toMatchObject({ message: 'claims.draftStale' });
    await expect(http.put('/drafts', { v: 3 })).resolves.toEqual({ version: 3 });
    await expect(http.del('/drafts')).rejects.toMatchObject({ code: 5 });
  });

  test('an unscripted request fails as the API would (404); pending never answers', async () => {
    const http = fakeHttp({ '/slow': pending });
    await expect(http.get('/nowhere')).rejects.toMatchObject({ httpStatus: 404, message: 'error.notFound' });
    let settled = false;
    void http.get('/slow').finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
  });

  test('uploads record their form; blobs are GETs', async () => {
    const form = new FormData();
    const blob = new Blob(['x']);
    const http = fakeHttp({ 'UPLOAD /cashless/apply': { status: 'pending' }, '/files/1': blob });
    await http.upload('/cashless/apply', form);
    await expect(http.getBlob!('/files/1')).resolves.toBe(blob);
    expect(http.calls[0]).toMatchObject({ method: 'UPLOAD', form });
  });
});

describe('renderPage', () => {
  const remote = defineRemote({
    name: 'mfe-probe',
    namespace: 'probe',
    resources: { en: { title: 'Probe' }, vi: { title: 'Thăm dò' } },
    setAntdRender: () => undefined,
    routes: { '/probe': () => <Who /> },
  });
  function Who() {
    const { channel, language } = useRemoteServices();
    usePageTitle('title');
    return <p data-testid="who">{`${channel.getState().user?.fullName} ${language}`}</p>;
  }

  test('mounts a page in the remote with a signed-in user, recording titles and events', () => {
    const page = renderPage(remote, <Who />, { language: 'vi_VN' });
    expect(screen.getByTestId('who').textContent).toBe(`${DEMO_USER.fullName} vi_VN`);
    expect(page.titles).toEqual(['Thăm dò']);
    page.channel.emit('account:unread-count', { count: 3 });
    expect(page.events.at(-1)).toEqual({ type: 'account:unread-count', payload: { count: 3 } });
    page.cleanup();
    expect(screen.queryByTestId('who')).toBeNull();
  });

  test('renderRoute starts at a hash path; the session can change mid-test', async () => {
    const page = renderRoute(remote, '/probe', { user: null });
    expect(window.location.hash).toBe('#/probe');
    expect(screen.getByTestId('who').textContent).toBe('undefined en_US');
    act(() => page.session.update({ language: 'vi_VN' }));
    expect((await screen.findByText('undefined vi_VN')).tagName).toBe('P');
  });
});

describe('routeDeclarationProblems', () => {
  const declaration = { title: { en: 'Claims', vi: 'Bồi thường' }, prefixes: ['/claims', '/claim-help'], aliases: { '/pages/my-claims/my-claims': '/claims' } };

  test('a route table that matches its remote.json has no problems', () => {
    expect(routeDeclarationProblems(['/claims', '/claims/detail', '/claim-help'], declaration)).toEqual([]);
  });

  test('names a route the shell would never send, a prefix without a route and an alias to nowhere', () => {
    expect(routeDeclarationProblems(['/claims/detail', '/claimsx'], { ...declaration, aliases: { '/old': '/claims/gone' } })).toEqual([
      'route /claimsx is under no prefix of remote.json',
      'prefix /claim-help has no route',
      'alias /old → /claims/gone, which the route table does not render',
    ]);
  });
});
