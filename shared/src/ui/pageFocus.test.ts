import { documentTitle, focusHeading, focusHeadingWhenShown } from './pageFocus';

beforeEach(() => {
  document.body.innerHTML = '';
});

test('the page title comes first, then the app name; the app name alone until the page names itself', () => {
  expect(documentTitle('Yêu cầu của tôi', 'SenCare')).toBe('Yêu cầu của tôi – SenCare');
  expect(documentTitle(null, 'SenCare')).toBe('SenCare');
  expect(documentTitle('SenCare', 'SenCare')).toBe('SenCare');
});

test('a heading is focused by script only (tabindex -1), never added to the tab order', () => {
  document.body.innerHTML = '<h1>My claims</h1>';
  const heading = document.querySelector('h1') as HTMLElement;
  expect(focusHeading(heading)).toBe(true);
  expect(document.activeElement).toBe(heading);
  expect(heading.getAttribute('tabindex')).toBe('-1');
  expect(focusHeading(null)).toBe(false);
});

test('the heading is focused when it appears; a field the page focused itself keeps the focus', async () => {
  const root = document.createElement('main');
  document.body.appendChild(root);
  focusHeadingWhenShown(() => root.querySelector('h1'), root);
  root.innerHTML = '<h1>Policy details</h1>';
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.activeElement?.textContent).toBe('Policy details');

  root.innerHTML = '<input id="pin" />';
  (root.querySelector('#pin') as HTMLInputElement).focus();
  focusHeadingWhenShown(() => root.querySelector('h1'), root);
  root.insertAdjacentHTML('beforeend', '<h1>Enter your PIN</h1>');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.activeElement?.id).toBe('pin');
});
