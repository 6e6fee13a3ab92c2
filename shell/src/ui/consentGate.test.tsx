import { act, screen, waitFor } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { renderSignedInShell } from '../test/renderSignedInShell';

/** Consent due covers every page until answered (docs/privacy.md "Consent"). */
test('with consent due the shell shows the consent screen in place of the page, titled; answered, the page comes back', async () => {
  localStorage.setItem('userInfo', JSON.stringify({ userCode: 'SC1', account: 'demo', fullName: 'An', email: 'demo@sencare.vn', role: 'customer' }));
  window.location.hash = '#/home';
  resetSessionChannelForTests();
  const session = renderSignedInShell();
  act(() => session.consents.set(['contract']));
  // The test shell's HTTP answers no /consents: the screen says it could not load, with a retry.
  expect(await screen.findByTestId('consent-error')).toBeTruthy();
  await waitFor(() => expect(document.title).toContain('Your consent'));
  expect(screen.queryByTestId('home-page')).toBeNull();
  act(() => session.consents.set([]));
  expect(await screen.findByTestId('home-page')).toBeTruthy();
});
