import { judgeRemote, requirementsOf } from './compatibility';

const page = { kernel: '2.1.0', react: '19.2.0', channelContract: 1 };
const manifest = (sencare: Record<string, unknown> | undefined) => ({ id: 'mfe_claims', metaData: { name: 'mfe_claims', ...(sencare ? { sencare } : {}) } });

test('a remote built against this kernel, React and channel contract is admitted, and so is one built on an older minor', () => {
  expect(judgeRemote(manifest({ kernel: '^2.1.0', react: '^19.0.0', channelContract: 1 }), page)).toEqual({ ok: true });
  expect(judgeRemote(manifest({ kernel: '^2.0.0', react: '^19.0.0', channelContract: 1 }), page)).toEqual({ ok: true });
});

test('a remote needing a newer kernel, another React major or another channel contract is refused, saying why', () => {
  expect(judgeRemote(manifest({ kernel: '^3.0.0', react: '^19.0.0', channelContract: 1 }), page)).toEqual({ ok: false, reason: 'needs kernel ^3.0.0, the page has 2.1.0' });
  expect(judgeRemote(manifest({ kernel: '^2.2.0', react: '^19.0.0', channelContract: 1 }), page)).toMatchObject({ ok: false });
  expect(judgeRemote(manifest({ kernel: '^2.0.0', react: '^17.0.2', channelContract: 1 }), page)).toEqual({ ok: false, reason: 'needs React ^17.0.2, the page has 19.2.0' });
  expect(judgeRemote(manifest({ kernel: '^2.0.0', react: '^19.0.0', channelContract: 2 }), page)).toEqual({ ok: false, reason: 'speaks channel contract 2, the page speaks 1' });
});

test('a manifest that declares nothing (built before the gate) or is not a manifest is refused', () => {
  expect(judgeRemote(manifest(undefined), page)).toMatchObject({ ok: false });
  expect(judgeRemote(null, page)).toMatchObject({ ok: false });
  expect(requirementsOf(manifest({ kernel: 2, react: '^19.0.0', channelContract: 1 }))).toBeNull();
});
