import type { ReactElement, ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../http/types';
import { createI18n } from '../i18n/createI18n';
import { QueryView, type QueryViewQuery } from './QueryView';

const i18n = createI18n('probe', { en: {}, vi: {} }, 'vi_VN');
const show = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

function query<T>(state: Partial<QueryViewQuery<T>>): QueryViewQuery<T> & { refetch: jest.Mock } {
  return { data: undefined, error: null, isPending: false, isError: false, fetchStatus: 'idle', refetch: jest.fn(), ...state } as QueryViewQuery<T> & { refetch: jest.Mock };
}
const list = (items: string[]) => <ul data-testid="items">{items.map((item) => <li key={item}>{item}</li>)}</ul>;

test('waiting for a first answer: the loading view, never the page', () => {
  show(<QueryView query={query<string[]>({ isPending: true, fetchStatus: 'fetching' })} testId="policies">{list}</QueryView>);
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(screen.queryByTestId('items')).toBeNull();
});

test('data: the page inside its frame; an empty list says so, in the same frame', () => {
  const frame = (content: ReactNode) => <section data-testid="frame">{content}</section>;
  const empty = { when: (items: string[]) => items.length === 0, text: 'Chưa có hợp đồng' };
  const { unmount } = show(<QueryView query={query({ data: ['A', 'B'] })} testId="policies" empty={empty} frame={frame}>{list}</QueryView>);
  expect(screen.getByTestId('frame').textContent).toBe('AB');
  unmount();
  show(<QueryView query={query<string[]>({ data: [] })} testId="policies" empty={empty} frame={frame}>{list}</QueryView>);
  expect(screen.getByTestId('frame').querySelector('[data-testid="policies-empty"]')?.textContent).toBe('Chưa có hợp đồng');
});

test('a refresh that failed keeps the data on screen', () => {
  show(<QueryView query={query({ data: ['A'], isError: true, error: new ApiError(-500, 'error.system', 500) })} testId="policies">{list}</QueryView>);
  expect(screen.getByTestId('items').textContent).toBe('A');
});

test('an error: the error view with the API\'s message and a retry that asks again', () => {
  const failed = query<string[]>({ isError: true, error: new ApiError(-500, 'error.system', 500) });
  show(<QueryView query={failed} testId="policies" errorKey={(error) => (error as ApiError).message}>{list}</QueryView>);
  const view = screen.getByTestId('policies-error');
  expect(view.getAttribute('role')).toBe('alert');
  expect(view.textContent).toContain(i18n.t('error.system', { ns: 'common' }));
  fireEvent.click(screen.getByRole('button', { name: i18n.t('error.tapToReload', { ns: 'common' }) }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
});

test('a 404 says it does not exist, without a retry; a page can say it in its own words', () => {
  const missing = query<string[]>({ isError: true, error: new ApiError(-404, 'error.notFound', 404) });
  const { unmount } = show(<QueryView query={missing} testId="gop">{list}</QueryView>);
  expect(screen.getByTestId('gop-not-found').textContent).toContain(i18n.t('error.notFound', { ns: 'common' }));
  expect(screen.queryByRole('button')).toBeNull();
  unmount();
  show(<QueryView query={missing} testId="gop" notFound={<p data-testid="own">Không tìm thấy yêu cầu</p>}>{list}</QueryView>);
  expect(screen.getByTestId('own').textContent).toBe('Không tìm thấy yêu cầu');
});

test('no signal and nothing saved: says the page is not saved on this phone, with a retry', () => {
  const paused = query<string[]>({ isPending: true, fetchStatus: 'paused' });
  show(<QueryView query={paused} testId="policies">{list}</QueryView>);
  expect(screen.getByTestId('offline-empty').textContent).toContain(i18n.t('offline.nothingSaved', { ns: 'common' }));
  fireEvent.click(screen.getByRole('button'));
  expect(paused.refetch).toHaveBeenCalled();
});
