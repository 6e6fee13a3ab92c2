import { act, fireEvent, render, screen } from '@testing-library/react';
import { POINT_DWELL_MS, inAppHrefOf, usePrefetchOnIntent, type Warm } from './usePrefetchOnIntent';

function Links({ warm }: { warm: Warm }) {
  usePrefetchOnIntent(warm);
  return (
    <nav>
      <a href="#/claims" data-testid="claims">
        <span data-testid="claims-label">My claims</span>
      </a>
      <a href="#/policies" data-testid="policies">My policies</a>
      <a href="https://example.org/" data-testid="outside">Elsewhere</a>
    </nav>
  );
}

/** navigator.connection as Chromium reports it; jsdom has none. */
function network(connection: { saveData?: boolean; effectiveType?: string } | undefined, onLine = true) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(onLine);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  network(undefined);
});

test('nothing is fetched while the person only looks at the screen', () => {
  network({ effectiveType: '4g' });
  const warm = jest.fn();
  render(<Links warm={warm} />);
  act(() => jest.advanceTimersByTime(60_000));
  expect(warm).not.toHaveBeenCalled();
});

test('a finger down on a link (or anything inside it) warms that link at once, even with Save-Data', () => {
  network({ effectiveType: '4g', saveData: true });
  const warm = jest.fn();
  render(<Links warm={warm} />);
  fireEvent.pointerDown(screen.getByTestId('claims-label'));
  expect(warm).toHaveBeenCalledWith('#/claims');
  fireEvent.pointerDown(screen.getByTestId('outside'));
  expect(warm).toHaveBeenCalledTimes(1);
});

test('no signal: a press fetches nothing', () => {
  network({ effectiveType: '4g' }, false);
  const warm = jest.fn();
  render(<Links warm={warm} />);
  fireEvent.pointerDown(screen.getByTestId('claims'));
  expect(warm).not.toHaveBeenCalled();
});

test('the pointer or focus resting on a link warms it; passing over it does not', () => {
  network({ effectiveType: '4g' });
  const warm = jest.fn();
  render(<Links warm={warm} />);
  fireEvent.mouseOver(screen.getByTestId('claims'));
  act(() => jest.advanceTimersByTime(POINT_DWELL_MS - 10));
  fireEvent.mouseOut(screen.getByTestId('claims'));
  act(() => jest.advanceTimersByTime(POINT_DWELL_MS));
  expect(warm).not.toHaveBeenCalled();

  fireEvent.focusIn(screen.getByTestId('policies'));
  act(() => jest.advanceTimersByTime(POINT_DWELL_MS));
  expect(warm).toHaveBeenCalledWith('#/policies');
});

test('with Save-Data, pointing or tabbing over links fetches nothing', () => {
  network({ effectiveType: '4g', saveData: true });
  const warm = jest.fn();
  render(<Links warm={warm} />);
  fireEvent.mouseOver(screen.getByTestId('claims'));
  fireEvent.focusIn(screen.getByTestId('policies'));
  act(() => jest.advanceTimersByTime(POINT_DWELL_MS * 2));
  expect(warm).not.toHaveBeenCalled();
});

test('the listeners leave with the frame', () => {
  network({ effectiveType: '4g' });
  const warm = jest.fn();
  const { unmount } = render(<Links warm={warm} />);
  const link = screen.getByTestId('claims');
  unmount();
  document.body.appendChild(link);
  fireEvent.pointerDown(link);
  expect(warm).not.toHaveBeenCalled();
  link.remove();
});

test('only in-app hash links count', () => {
  const a = document.createElement('a');
  a.setAttribute('href', '#/cashless?tab=near');
  expect(inAppHrefOf(a)).toBe('#/cashless?tab=near');
  a.setAttribute('href', '#main-content');
  expect(inAppHrefOf(a)).toBeNull();
  expect(inAppHrefOf(null)).toBeNull();
});
