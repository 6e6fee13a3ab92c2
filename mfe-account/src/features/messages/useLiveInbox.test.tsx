import { act, screen, waitFor } from '@testing-library/react';
import type { MessageItem, MessagesPage } from '@sencare/shared/contracts';
import { fakeHttp, renderRoute, type FakeCall } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

const message = (id: number): MessageItem => ({
  id,
  title: { en: `Claim CL-${id} update`, vi: `Hồ sơ CL-${id}` },
  body: { en: 'Body', vi: 'Nội dung' },
  link: null,
  read: false,
  createdAt: '2026-11-20T03:04:05.000Z',
});

/** A message arrives while the inbox is open: the shell tells the new count on the channel. */
test('an open inbox shows a new message and its count without a tap', async () => {
  let items = [message(1)];
  const http = fakeHttp({
    'GET /messages': ({ query }: FakeCall) => ({ items, page: (query as { page: number }).page, pageSize: 10, total: items.length, hasMore: false }) satisfies MessagesPage,
    'GET /messages/unread-count': () => ({ count: items.length }),
  });
  const page = renderRoute(remote, '/messages', { http });
  expect(await screen.findAllByTestId('message-item')).toHaveLength(1);

  items = [message(2), ...items];
  act(() => page.channel.emit('shell:unread-count', { count: 2 }));
  await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
  expect(screen.getByText('Claim CL-2 update')).toBeTruthy();
  // The count is taken as told (no second request for it), and Mine's badge in the shell follows.
  expect(http.to('GET /messages/unread-count')).toHaveLength(1);
  expect(page.events.filter((e) => e.type === 'account:unread-count').at(-1)?.payload).toEqual({ count: 2 });
  page.cleanup();
});
