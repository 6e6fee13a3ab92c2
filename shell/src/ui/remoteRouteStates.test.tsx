import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { createShellI18n } from '../i18n/shellI18n';
import { RemoteUpdatingView } from '../root/RemoteUpdatingView';
import { routeBook } from '../routing/remoteRouteBook';
import { renderSignedInShell } from '../test/renderSignedInShell';

test('a remote path waits for the routes, says "unavailable" when they cannot be read, and its retry reads them again', async () => {
  window.location.hash = '#/claims/detail?id=CL-1';
  resetSessionChannelForTests();
  renderSignedInShell();
  // The remotes map is not read yet: neither "not found" nor an error, just loading.
  expect(screen.queryByTestId('not-found')).toBeNull();
  expect(screen.queryByTestId('route-unavailable')).toBeNull();

  routeBook.mapFailed();
  const unavailable = await screen.findByTestId('route-unavailable');
  expect(unavailable.textContent).toContain('This section is temporarily unavailable.');
  const retry = jest.fn(() => routeBook.relearnMap());
  routeBook.retry = retry;
  fireEvent.click(screen.getByText('Tap to reload'));
  expect(retry).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('route-unavailable')).toBeNull();

  routeBook.expect(['claims']);
  routeBook.learn('claims', { prefixes: ['/claims'], aliases: { '/pages/my-claims/my-claims': '/claims' } });
  expect(screen.queryByTestId('route-unavailable')).toBeNull();
  expect(window.location.hash).toBe('#/claims/detail?id=CL-1');

  // An old link to a remote's screen is rewritten once the remote has declared it.
  window.location.hash = '#/pages/my-claims/my-claims?tab=done';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  await screen.findByTestId('nav-bar');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(window.location.hash).toBe('#/claims?tab=done');
});

test('"being updated" names the section in the page language, from the remote\'s own title', async () => {
  const i18n = createShellI18n();
  await i18n.changeLanguage('vi-VN');
  render(
    <I18nextProvider i18n={i18n}>
      <RemoteUpdatingView remote="claims" title={{ en: 'Claims', vi: 'Bồi thường' }} onRetry={() => undefined} />
    </I18nextProvider>,
  );
  expect(screen.getByTestId('remote-updating-claims').textContent).toContain('Bồi thường');
});
