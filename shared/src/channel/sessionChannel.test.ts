import type * as ChannelModule from './sessionChannel';

/** Loads a fresh copy of the module, as a remote built against another shared version would. */
function loadCopy(): typeof ChannelModule {
  let copy: typeof ChannelModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual('./sessionChannel') as typeof ChannelModule;
  });
  if (!copy) throw new Error('module not loaded');
  return copy;
}

describe('session channel', () => {
  beforeEach(() => loadCopy().resetSessionChannelForTests());

  test('two copies of @sencare/shared on one page meet on one channel', () => {
    const shellCopy = loadCopy();
    const remoteCopy = loadCopy();
    expect(shellCopy).not.toBe(remoteCopy);

    const writer = shellCopy.claimSessionWriter();
    const seen: string[] = [];
    remoteCopy.getSessionChannel().state$.subscribe((s) => seen.push(s.language));
    writer.update({ language: 'vi_VN' });
    expect(seen).toEqual(['en_US', 'vi_VN']);

    const received: number[] = [];
    shellCopy.getSessionChannel().on('account:unread-count').subscribe(({ count }) => received.push(count));
    remoteCopy.getSessionChannel().emit('account:unread-count', { count: 7 });
    expect(received).toEqual([7]);
  });

  test('only one writer: a remote cannot claim the session state', () => {
    const shell = loadCopy();
    shell.claimSessionWriter();
    expect(() => loadCopy().claimSessionWriter()).toThrow(/already has its writer/);
  });

  test('late subscribers get the current state (replayed)', () => {
    const { claimSessionWriter, getSessionChannel } = loadCopy();
    claimSessionWriter().update({ status: 'authenticated', userCode: 'SC1' });
    const states: string[] = [];
    getSessionChannel().state$.subscribe((s) => states.push(`${s.status}:${s.userCode}`));
    expect(states).toEqual(['authenticated:SC1']);
  });

  test('unknown events and newer contract versions are ignored, never thrown on', () => {
    const { getSessionChannel, CHANNEL_GLOBAL_KEY } = loadCopy();
    const channel = getSessionChannel();
    const got: string[] = [];
    channel.events$.subscribe((e) => got.push(e.type));
    const raw = (globalThis as unknown as Record<symbol, { events: { next(v: unknown): void } }>)[CHANNEL_GLOBAL_KEY];
    expect(() => {
      raw.events.next({ version: 1, type: 'future:thing', payload: {} });
      raw.events.next({ version: 99, type: 'account:unread-count', payload: { count: 1 } });
      raw.events.next('garbage');
    }).not.toThrow();
    channel.emit('account:unread-count', { count: 2 });
    expect(got).toEqual(['account:unread-count']);
  });

  test('reset keeps the language and clears the user', () => {
    const { claimSessionWriter, getSessionChannel } = loadCopy();
    const writer = claimSessionWriter();
    writer.update({ status: 'authenticated', userCode: 'SC1', language: 'vi_VN' });
    writer.reset('vi_VN');
    expect(getSessionChannel().getState()).toMatchObject({ status: 'anonymous', userCode: null, language: 'vi_VN' });
  });
});
