import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { getSessionChannel, resetSessionChannelForTests } from '../channel/sessionChannel';
import type { Language } from '../channel/contract';
import { createI18n } from '../i18n/createI18n';
import { fakeHttp } from '../testing/fakeHttp';
import { RemoteServicesProvider } from '../ui/remoteServices';
import { LogoutDialog } from './LogoutDialog';

function MePage({ language }: { language: Language }) {
  const [asking, setAsking] = useState(false);
  return (
    <I18nextProvider i18n={createI18n('probe', { en: {}, vi: {} }, language)}>
      <RemoteServicesProvider value={{ channel: getSessionChannel(), http: fakeHttp(), language }}>
        <button type="button" onClick={() => setAsking(true)}>open</button>
        <LogoutDialog visible={asking} onClose={() => setAsking(false)} />
      </RemoteServicesProvider>
    </I18nextProvider>
  );
}

function recordEvents() {
  resetSessionChannelForTests();
  const types: string[] = [];
  getSessionChannel().events$.subscribe(({ type }) => types.push(type));
  return types;
}

test.each([
  ['en_US', 'Are you sure you want to log out?', 'Cancel', 'Log out'],
  ['vi_VN', 'Bạn có chắc chắn muốn đăng xuất?', 'Hủy', 'Đăng xuất'],
] as const)('asks first, named by its question, Cancel where focus lands; Log out tells the shell (%s)', async (language, question, cancel, logout) => {
  const events = recordEvents();
  render(<MePage language={language} />);
  fireEvent.click(screen.getByText('open'));
  const dialog = await screen.findByRole('dialog', { name: question });
  expect(dialog.querySelector('[data-testid="logout-dialog"]')?.textContent).toBe(question);
  await waitFor(() => expect(document.activeElement?.textContent).toBe(cancel));
  expect(events).not.toContain('account:logout-requested');
  fireEvent.click(screen.getByRole('button', { name: logout }));
  expect(events).toContain('account:logout-requested');
});

test('Cancel closes it and nothing is asked of the shell', async () => {
  const events = recordEvents();
  render(<MePage language="en_US" />);
  fireEvent.click(screen.getByText('open'));
  await screen.findByRole('dialog', { name: 'Are you sure you want to log out?' });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(events).not.toContain('account:logout-requested');
});
