import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeHttp } from '@sencare/shared/testing';
import { createShellI18n } from '../i18n/shellI18n';
import { SessionController } from '../session/sessionController';
import { ShellApp } from '../ui/ShellApp';

/** getPinCode answers "a PIN is set", so the gate lets the signed-in user through. */
export const pinSetHttp = fakeHttp({ 'POST /customer/getPinCode': 'true' });

/** The shell's frame for someone signed in with a PIN (the stored token and user code are the test's). */
export function renderSignedInShell(): SessionController {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userCode', 'SC1');
  const session = new SessionController();
  session.setPinState('set');
  render(
    <I18nextProvider i18n={createShellI18n()}>
      <ShellApp session={session} http={pinSetHttp} onRouteSettled={() => undefined} />
    </I18nextProvider>,
  );
  return session;
}
