import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { declarationProblems, readRemoteDeclaration } from './remoteDeclaration.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const good = { title: { en: 'Claims', vi: 'Bồi thường' }, prefixes: ['/claims'], aliases: { '/pages/my-claims/my-claims': '/claims' } };

test("every remote's src/remote.json is a valid declaration", () => {
  const remotes = fs.readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));
  assert.ok(remotes.length >= 4);
  for (const remote of remotes) assert.deepEqual(readRemoteDeclaration(path.join(ROOT, remote)).prefixes.length > 0, true, remote);
});

test('a valid declaration has no problems', () => {
  assert.deepEqual(declarationProblems(good), []);
});

test('each mistake a team can make is named', () => {
  assert.match(declarationProblems({ ...good, title: { en: 'Claims' } }).join('\n'), /title\.vi/);
  assert.match(declarationProblems({ ...good, prefixes: [] }).join('\n'), /prefixes must list/);
  assert.match(declarationProblems({ ...good, prefixes: ['claims'] }).join('\n'), /prefix "claims" is not a path/);
  assert.match(declarationProblems({ ...good, prefixes: ['/claims/'] }).join('\n'), /is not a path/);
  assert.match(declarationProblems({ ...good, aliases: { '/old': '/policies' } }).join('\n'), /alias \/old → "\/policies" leads outside/);
  // A prefix is a path segment, not a string prefix: /claimsx is not under /claims.
  assert.match(declarationProblems({ ...good, aliases: { '/old': '/claimsx' } }).join('\n'), /leads outside/);
  assert.match(declarationProblems({ ...good, aliases: [] }).join('\n'), /aliases must be an object/);
});

test('a remote of another role declares its roles, home and tabs inside its own prefixes', () => {
  const insurer = { title: { en: 'Insurer', vi: 'Bảo hiểm' }, prefixes: ['/insurer'], aliases: {}, roles: ['insurer'], home: '/insurer', tabs: [{ path: '/insurer/gops', icon: 'gop', label: { en: 'GOP', vi: 'Bảo lãnh' } }] };
  assert.deepEqual(declarationProblems(insurer), []);
  assert.match(declarationProblems({ ...insurer, roles: ['admin'] }).join('\n'), /roles must list some of customer, insurer, provider/);
  assert.match(declarationProblems({ ...insurer, roles: [] }).join('\n'), /roles must list/);
  assert.match(declarationProblems({ ...insurer, home: '/claims' }).join('\n'), /home "\/claims" must be a path in this remote's prefixes/);
  assert.match(declarationProblems({ ...insurer, tabs: [{ path: '/home', icon: 'x', label: { en: 'a', vi: 'b' } }] }).join('\n'), /tab "\/home" must be a path/);
  assert.match(declarationProblems({ ...insurer, tabs: [{ path: '/insurer', icon: 'x', label: { en: 'a' } }] }).join('\n'), /needs label\.vi/);
  assert.match(declarationProblems({ ...insurer, tabs: [{ path: '/insurer', icon: '<svg>', label: { en: 'a', vi: 'b' } }] }).join('\n'), /needs an icon name/);
  assert.match(declarationProblems({ ...good, home: '/claims' }).join('\n'), /home, tabs and frame are for remotes of another role/);
  assert.deepEqual(declarationProblems({ ...insurer, frame: 'wide' }), []);
  assert.match(declarationProblems({ ...insurer, frame: 'tablet' }).join('\n'), /frame must be one of phone, wide/);
  assert.match(declarationProblems({ ...good, frame: 'wide' }).join('\n'), /home, tabs and frame are for remotes of another role/);
});

test('the build stops on a missing or wrong remote.json, naming the file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-decl-'));
  assert.throws(() => readRemoteDeclaration(dir), /src\/remote\.json is missing/);
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'remote.json'), JSON.stringify({ ...good, prefixes: [] }));
  assert.throws(() => readRemoteDeclaration(dir), /remote\.json:\n {2}- prefixes must list/);
  fs.rmSync(dir, { recursive: true, force: true });
});
