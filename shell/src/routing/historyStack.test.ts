import { HistoryStack } from './historyStack';

test('back goes to the root when the page is the only one in the stack (spec §2)', () => {
  const stack = new HistoryStack();
  stack.visit('/claims/detail');
  expect(stack.canGoBack()).toBe(false);
  stack.visit('/claims/supplement');
  expect(stack.canGoBack()).toBe(true);
  stack.visit('/claims/detail');
  expect(stack.canGoBack()).toBe(false);
});
