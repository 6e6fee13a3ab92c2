import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { MessageItem, MessagesPage } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute, type FakeCall, type FakeRoutes } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

function message(id: number, read: boolean, link: string | null = null): MessageItem {
  return {
    id,
    title: { en: `Message ${id}`, vi: `Tin nhắn ${id}` },
    body: { en: `Body ${id}`, vi: `Nội dung ${id}` },
    link,
    read,
    createdAt: '2026-11-20T03:04:05.000Z',
  };
}

/** An inbox of `total` messages, the first `unread` unread, served 10 per page like the API. */
function inbox(total: number, unread: number) {
  const items = Array.from({ length: total }, (_, i) => message(total - i, i >= unread, i === 0 ? '#/claims/detail?id=CL-1' : null));
  const state = { items };
  const routes = {
    'GET /messages': ({ query }: FakeCall) => {
      const { page, pageSize } = query as { page: number; pageSize: number };
      const slice = state.items.slice((page - 1) * pageSize, page * pageSize);
      const result: MessagesPage = { items: slice, page, pageSize, total, hasMore: page * pageSize < total };
      return result;
    },
    'GET /messages/unread-count': () => ({ count: state.items.filter((m) => !m.read).length }),
    'POST /messages/read-all': () => {
      state.items = state.items.map((m) => ({ ...m, read: true }));
      return { count: 0 };
    },
  } as FakeRoutes;
  for (const m of items) {
    routes[`POST /messages/${m.id}/read`] = () => {
      state.items = state.items.map((x) => (x.id === m.id ? { ...x, read: true } : x));
      return { count: state.items.filter((x) => !x.read).length };
    };
  }
  return Object.assign(fakeHttp(routes), { state });
}

const unreadEvents = (events: { type: string; payload: unknown }[]) => events.filter((e) => e.type === 'account:unread-count').map((e) => e.payload);

describe('messages (#/messages)', () => {
  test('list with unread dots; the count goes to the shell; mark all read clears them', async () => {
    const http = inbox(5, 2);
    const page = renderRoute(remote, '/messages', { http });
    expect(await screen.findAllByTestId('message-item')).toHaveLength(5);
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(2);
    await waitFor(() => expect(unreadEvents(page.events)).toContainEqual({ count: 2 }));
    expect(page.titles.at(-1)).toBe('Messages');

    fireEvent.click(screen.getByTestId('mark-all-read'));
    await screen.findByText('All messages marked as read');
    expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(unreadEvents(page.events).at(-1)).toEqual({ count: 0 });
    expect((screen.getByTestId('mark-all-read') as HTMLButtonElement).disabled).toBe(true);
    page.cleanup();
  });

  test('tap expands a message, marks it read and offers its link', async () => {
    const http = inbox(3, 3);
    const page = renderRoute(remote, '/messages', { http });
    const [first] = await screen.findAllByTestId('message-item');
    fireEvent.click(within(first).getByText('Message 3'));
    await waitFor(() => expect(within(first).queryByTestId('unread-dot')).toBeNull());
    expect(http.calls.some((c) => c.method === 'POST' && c.path === '/messages/3/read')).toBe(true);
    expect(unreadEvents(page.events).at(-1)).toEqual({ count: 2 });
    fireEvent.click(within(first).getByTestId('message-link'));
    expect(window.location.hash).toBe('#/claims/detail?id=CL-1');
    page.cleanup();
  });

  test('loads the next page on slide up', async () => {
    const http = inbox(15, 0);
    // jsdom has no layout: give elements an offsetParent so InfiniteScroll measures at all.
    const offsetParent = jest.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement;
    });
    const page = renderRoute(remote, '/messages', { http });
    // everything is at the top of the viewport, so InfiniteScroll asks for page 2 at once
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(15));
    expect(http.calls.filter((c) => c.path === '/messages').map((c) => (c.query as { page: number }).page)).toEqual([1, 2]);
    await screen.findByText('No more');
    offsetParent.mockRestore();
    page.cleanup();
  });

  test('Vietnamese texts', async () => {
    const page = renderRoute(remote, '/messages', { http: inbox(2, 1), language: 'vi_VN' });
    await screen.findByText('Tin nhắn 2');
    expect(screen.getByTestId('mark-all-read').textContent).toBe('Đánh dấu đã đọc tất cả');
    expect(screen.getByTestId('messages-unread-summary').textContent).toBe('Chưa đọc: 1');
    expect(page.titles.at(-1)).toBe('Tin nhắn');
    page.cleanup();
  });

  test('empty, loading and error states', async () => {
    const empty = renderRoute(remote, '/messages', { http: inbox(0, 0) });
    expect((await screen.findByTestId('messages-empty')).textContent).toContain('You have no messages yet');
    empty.cleanup();

    const loading = renderRoute(remote, '/messages', { http: fakeHttp({ 'GET /messages': pending, 'GET /messages/unread-count': pending }) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.cleanup();

    const broken = renderRoute(remote, '/messages', { http: fakeHttp({
        'GET /messages': () => {
          throw new ApiError(500, 'error.system', 500);
        },
        'GET /messages/unread-count': () => ({ count: 0 }),
      }),
    });
    expect((await screen.findByTestId('messages-error')).textContent).toContain('This page could not be loaded.');
    broken.cleanup();
  });
});
