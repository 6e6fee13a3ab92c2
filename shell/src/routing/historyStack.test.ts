import { navigate } from '@sencare/shared/routing';
import { HistoryStack, currentEntryKey } from './historyStack';

test('back goes to the root when the page is the only one in the stack (docs/requirements.md §2)', () => {
  const stack = new HistoryStack();
  stack.visit('a');
  expect(stack.canGoBack()).toBe(false);
  stack.visit('b');
  expect(stack.canGoBack()).toBe(true);
  // A back step lands on an entry already seen.
  stack.visit('a');
  expect(stack.canGoBack()).toBe(false);
});

test('a replace keeps the entry: an old-style link replaced by its canonical route is still the only page', () => {
  window.history.replaceState(null, '', '#/pages/setting/setting');
  const stack = new HistoryStack();
  stack.visit(currentEntryKey());
  navigate('/mine', undefined, { replace: true });
  stack.visit(currentEntryKey());
  expect(window.location.hash).toBe('#/mine');
  expect(stack.canGoBack()).toBe(false);
});

test('a link (a new history entry) can be gone back from', () => {
  window.history.replaceState(null, '', '#/home');
  const stack = new HistoryStack();
  stack.visit(currentEntryKey());
  window.history.pushState(null, '', '#/claims');
  stack.visit(currentEntryKey());
  expect(stack.canGoBack()).toBe(true);
});
