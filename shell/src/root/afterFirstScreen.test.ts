import { afterFirstScreen } from './afterFirstScreen';

const nextIdle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  document.getElementById('sc-skeleton')?.remove();
  document.documentElement.removeAttribute('data-first-screen');
});

function showSkeleton() {
  const skeleton = document.createElement('div');
  skeleton.id = 'sc-skeleton';
  document.body.appendChild(skeleton);
}

test('while the skeleton covers the page, the task waits for the first screen, then runs once', async () => {
  showSkeleton();
  const task = jest.fn();
  afterFirstScreen(task);
  await nextIdle();
  expect(task).not.toHaveBeenCalled();
  // What index.skeleton.js does when the first screen's h1 is drawn.
  document.getElementById('sc-skeleton')?.remove();
  document.documentElement.setAttribute('data-first-screen', 'drawn');
  document.dispatchEvent(new Event('sc-first-screen'));
  document.dispatchEvent(new Event('sc-first-screen'));
  await nextIdle();
  expect(task).toHaveBeenCalledTimes(1);
});

test('asked after the first screen, or on a page without the skeleton, the task runs at the next idle', async () => {
  const late = jest.fn();
  document.documentElement.setAttribute('data-first-screen', 'drawn');
  afterFirstScreen(late);
  expect(late).not.toHaveBeenCalled();
  await nextIdle();
  expect(late).toHaveBeenCalledTimes(1);

  document.documentElement.removeAttribute('data-first-screen');
  const bare = jest.fn();
  afterFirstScreen(bare);
  await nextIdle();
  expect(bare).toHaveBeenCalledTimes(1);
});
