import { getSessionChannel, resetSessionChannelForTests } from '../channel/sessionChannel';
import type { HttpClient } from '../http/types';

/**
 * A remote mounted the way the shell's single-spa mounts it, for lifecycles tests: a host element
 * of its own per test, a fresh session channel, the hash the test starts on, and the custom props
 * the shell passes. Registers its own beforeEach/afterEach.
 */
export function singleSpaHost(hash: string) {
  let host: HTMLElement;
  beforeEach(() => {
    // single-spa-react resolves mount() from a React effect, so the real scheduler must run (set
    // per test: @testing-library/react turns the act environment back on in its beforeAll).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    resetSessionChannelForTests();
    host = document.createElement('div');
    document.body.appendChild(host);
    window.location.hash = hash;
  });
  afterEach(() => host.remove());
  return {
    host: () => host,
    props: (name: string, http: HttpClient) => ({ name, channel: getSessionChannel(), http, domElementGetter: () => host, singleSpa: {}, mountParcel: jest.fn() }),
  };
}
