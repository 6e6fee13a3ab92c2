import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { offlineDataKey, type HttpClient } from '@sencare/shared/http';
import { SessionController } from './sessionController';

const http = { post: jest.fn(() => Promise.resolve(null)), get: jest.fn(), put: jest.fn(), del: jest.fn(), upload: jest.fn() } as unknown as HttpClient;
const user = (userCode: string) => ({ userCode, account: userCode.toLowerCase(), fullName: 'Trần Thị Lan', email: 'lan@x.vn', role: 'customer' as const });
const offlineKeys = () => Object.keys(localStorage).filter((k) => k.startsWith('sencare-offline:')).sort();

beforeEach(() => {
  resetSessionChannelForTests();
  localStorage.clear();
  localStorage.setItem(offlineDataKey('SC1', 'mfe-policies'), '{"cards":[]}');
  localStorage.setItem(offlineDataKey('SC1', 'pin'), '{}');
  localStorage.setItem(offlineDataKey('SC2', 'mfe-claims'), '{"claims":[]}');
});

describe("the user's offline data on the phone (issue 10 §2)", () => {
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
