import { act, screen, waitFor, within } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { declarationOf } from '../federation/remoteDeclaration';
import { routeBook } from '../routing/remoteRouteBook';
import { renderSignedInShell } from '../test/renderSignedInShell';

const provider = { userCode: 'SC9', account: 'cho-ray.staff', fullName: 'Staff', email: 's@example.com', role: 'provider' };
const declare = (sencare: Record<string, unknown>) => declarationOf({ metaData: { sencare } }).routes;

/** Staff of a medical provider sign in at the same URL and land in their own app. */
test("a provider's Home is the provider app's home, its tabs replace Home/Mine, and customer screens are not found", async () => {
  localStorage.setItem('userInfo', JSON.stringify(provider));
  window.location.hash = '#/home';
  resetSessionChannelForTests();
  renderSignedInShell();
  routeBook.expect(['claims', 'provider']);
  routeBook.learn('claims', declare({ prefixes: ['/claims'], aliases: {} }));
  routeBook.learn('provider', declare({
    prefixes: ['/provider'],
    aliases: {},
    roles: ['provider'],
    home: '/provider',
    tabs: [
      { path: '/provider', icon: 'scan', label: { en: 'Patients', vi: 'Bệnh nhân' } },
      { path: '/provider/gops', icon: 'gop', label: { en: 'Guarantees', vi: 'Bảo lãnh' } },
    ],
  }));

  await waitFor(() => expect(window.location.hash).toBe('#/provider'));
  const tabs = await screen.findByTestId('tab-bar');
  expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Patients', '#/provider'],
    ['Guarantees', '#/provider/gops'],
  ]);
  expect(within(tabs).getByRole('link', { name: 'Patients' }).getAttribute('aria-current')).toBe('page');
  expect(screen.queryByTestId('home-page')).toBeNull();

  window.location.hash = '#/claims/new';
  act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
  expect(await screen.findByTestId('not-found')).toBeTruthy();
  localStorage.clear();
});
