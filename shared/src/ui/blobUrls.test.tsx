import { act, render, renderHook, waitFor } from '@testing-library/react';
import { HANDED_OVER_URL_MS, openBlob, saveBlob, useFetchedObjectUrl, useFileDownload, useObjectUrl, useObjectUrls } from './blobUrls';

let made: string[];
let revoked: string[];
beforeEach(() => {
  made = [];
  revoked = [];
  let n = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      const url = `blob:test/${++n}`;
      made.push(url);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => revoked.push(url)),
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

test('useObjectUrl: one URL per file shown, the old one revoked when replaced, the last on unmount', () => {
  const first = file('a.jpg');
  const second = file('b.jpg');
  const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), { initialProps: { blob: first as Blob | null } });
  expect(result.current).toBe('blob:test/1');
  rerender({ blob: first });
  expect(made).toEqual(['blob:test/1']);
  rerender({ blob: second });
  expect(result.current).toBe('blob:test/2');
  expect(revoked).toEqual(['blob:test/1']);
  rerender({ blob: null });
  expect(result.current).toBeNull();
  expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  rerender({ blob: first });
  unmount();
  expect(revoked).toEqual(made);
});

test('useObjectUrl: no object URLs in this browser, no preview and no error', () => {
  Object.assign(URL, { createObjectURL: undefined });
  const { result } = renderHook(() => useObjectUrl(file('a.jpg')));
  expect(result.current).toBeNull();
});

test('useFetchedObjectUrl: fetched once per path, shown, revoked on unmount; a failure says so', async () => {
  const load = jest.fn(() => Promise.resolve(new Blob(['img'])));
  const { result, rerender, unmount } = renderHook(({ path }) => useFetchedObjectUrl(path, load), { initialProps: { path: '/files/1' as string | null } });
  await waitFor(() => expect(result.current.url).toBe('blob:test/1'));
  rerender({ path: '/files/1' });
  expect(load).toHaveBeenCalledTimes(1);
  unmount();
  expect(revoked).toEqual(['blob:test/1']);

  const failing = renderHook(() => useFetchedObjectUrl('/files/2', () => Promise.reject(new Error('404'))));
  await waitFor(() => expect(failing.result.current).toEqual({ url: null, failed: true }));
});

test('useFetchedObjectUrl: nothing fetched without a path; an answer arriving after unmount makes no URL', async () => {
  const load = jest.fn(() => Promise.resolve(new Blob(['img'])));
  const idle = renderHook(() => useFetchedObjectUrl(null, load));
  expect(idle.result.current).toEqual({ url: null, failed: false });
  expect(load).not.toHaveBeenCalled();

  let answer: (blob: Blob) => void = () => undefined;
  const late = renderHook(() => useFetchedObjectUrl('/files/3', () => new Promise<Blob>((resolve) => (answer = resolve))));
  late.unmount();
  await act(async () => answer(new Blob(['late'])));
  expect(made).toEqual([]);
});

test('useObjectUrls: every URL a gallery made is revoked when it goes', () => {
  let toUrl: (blob: Blob) => string = () => '';
  function Gallery() {
    toUrl = useObjectUrls();
    return null;
  }
  const { unmount } = render(<Gallery />);
  expect([toUrl(new Blob(['1'])), toUrl(new Blob(['2']))]).toEqual(['blob:test/1', 'blob:test/2']);
  expect(revoked).toEqual([]);
  unmount();
  expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
});

test('openBlob: a new tab, the URL revoked a minute later (the browser reads it after open returns)', () => {
  jest.useFakeTimers();
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  openBlob(new Blob(['%PDF']));
  expect(open).toHaveBeenCalledWith('blob:test/1', '_blank', 'noopener');
  jest.advanceTimersByTime(HANDED_OVER_URL_MS - 1);
  expect(revoked).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(revoked).toEqual(['blob:test/1']);
});

test('saveBlob: a download under the given name, no link left in the page, the URL revoked a minute later', () => {
  jest.useFakeTimers();
  const clicked: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  saveBlob(new Blob(['%PDF']), 'GOP-2026-000007-letter.pdf');
  expect(clicked).toEqual([{ href: 'blob:test/1', download: 'GOP-2026-000007-letter.pdf' }]);
  expect(document.querySelectorAll('a')).toHaveLength(0);
  jest.advanceTimersByTime(HANDED_OVER_URL_MS);
  expect(revoked).toEqual(['blob:test/1']);
});

test('useFileDownload: busy while fetching, the file handed over under its name, failed when the fetch fails, and busy again on a retry', async () => {
  const clicked: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const { result } = renderHook(() => useFileDownload());
  expect(result.current.state).toBe('idle');
  let finish: (blob: Blob) => void = () => {};
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current.download(() => new Promise<Blob>((resolve) => (finish = resolve)), 'queue.csv');
  });
  expect(result.current.state).toBe('busy');
  await act(async () => {
    finish(new Blob(['a,b\r\n'], { type: 'text/csv' }));
    await running;
  });
  expect(result.current.state).toBe('idle');
  expect(clicked).toEqual(['queue.csv']);
  await act(() => result.current.download(() => Promise.reject(new Error('offline')), 'queue.csv'));
  expect(result.current.state).toBe('failed');
  expect(clicked).toEqual(['queue.csv']);
});
