import { Suspense, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { AppLock } from '../../session/appLock';
import { useStoreInTransition } from './useStoreInTransition';

/** The signed-in app whose code has not arrived yet: it suspends until `arrive` is called. */
function slowApp() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const App = lazy(() => code.then(() => ({ default: () => <p data-testid="app">home</p> })));
  return { App, arrive };
}

function Screen({ lock, App }: { lock: AppLock; App: React.ComponentType }) {
  const locked = useStoreInTransition(lock.subscribe, lock.isLocked, (value) => value);
  return <Suspense fallback={<p data-testid="placeholder">loading</p>}>{locked ? <p data-testid="unlock">PIN</p> : <App />}</Suspense>;
}

test('after the PIN the unlock screen stays until the app can be drawn, with no loading placeholder between them', async () => {
  const lock = new AppLock(true);
  const { App, arrive } = slowApp();
  render(<Screen lock={lock} App={App} />);
  expect(screen.getByTestId('unlock')).toBeTruthy();

  act(() => lock.unlock());
  // Drawn in a transition: what was on screen stays while the app's code is on its way.
  expect(screen.getByTestId('unlock')).toBeTruthy();
  expect(screen.queryByTestId('placeholder')).toBeNull();

  await act(async () => arrive());
  expect(await screen.findByTestId('app')).toBeTruthy();
  expect(screen.queryByTestId('unlock')).toBeNull();
});

test('locking hides the app before anything else runs: no frame of it is drawn after the lock', () => {
  const lock = new AppLock(false);
  render(<Screen lock={lock} App={() => <p data-testid="app">home</p>} />);
  expect(screen.getByTestId('app')).toBeTruthy();
  // Outside act, as the lock's timers and visibility events call it: the DOM changes in the same call.
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    lock.lock();
    expect(screen.queryByTestId('app')).toBeNull();
    expect(screen.getByTestId('unlock')).toBeTruthy();
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  }
});
