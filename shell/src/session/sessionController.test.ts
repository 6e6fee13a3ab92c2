import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { offlineDataKey } from '@sencare/shared/http';
import { fakeHttp } from '@sencare/shared/testing';
import { announce } from '@sencare/shared/ui';
import { waitFor } from '@testing-library/react';
import { SessionController } from './sessionController';

const http = fakeHttp({ 'POST /auth/logout': null });
const user = (userCode: string) => ({ userCode, account: userCode.toLowerCase(), fullName: 'Trần Thị Lan', email: 'lan@x.vn', role: 'customer' as const });
const offlineKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('sencare-offline:')).sort();

beforeEach(() => {
  resetSessionChannelForTests();
  localStorage.clear();
  localStorage.setItem(offlineDataKey('SC1', 'mfe-policies'), '{"cards":[]}');
  localStorage.setItem(offlineDataKey('SC1', 'pin'), '{}');
  localStorage.setItem(offlineDataKey('SC2', 'mfe-claims'), '{"claims":[]}');
});

describe("the user's offline data on the phone", () => {
  test('logout wipes all of it: e-cards, policies, claims and the offline PIN check', async () => {
    const session = new SessionController();
    session.attachHttp(http);
    session.signIn({ token: 't', userCode: 'SC1', user: user('SC1') } as never);
    await session.logout();
    expect(offlineKeys()).toEqual([]);
  });

  test("a sign-in keeps that user's own copy and drops what another account left", () => {
    const session = new SessionController();
    session.signIn({ token: 't', userCode: 'SC1', user: user('SC1') } as never);
    expect(offlineKeys()).toEqual([offlineDataKey('SC1', 'mfe-policies'), offlineDataKey('SC1', 'pin')]);
  });
});

test("logout leaves nothing of the user's in the screen reader's live regions", async () => {
  const session = new SessionController();
  session.attachHttp(http);
  session.signIn({ token: 't', userCode: 'SC1', user: user('SC1') } as never);
  announce('Claim CL-2026-000201 sent: 1,270,000 ₫');
  await waitFor(() => expect(document.getElementById('sc-announcer-polite')?.textContent).toContain('CL-2026-000201'));
  await session.logout();
  expect(document.getElementById('sc-announcer-polite')?.textContent).toBe('');
});
