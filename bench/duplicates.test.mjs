// The marks of bench/duplicates.mjs: each is in the installed library's code once, so a second
// downloaded file holding it is a second copy.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { duplicatedLibraries, librariesIn, LIBRARY_MARKS } from './duplicates.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
/** A package file as installed (a remote's own node_modules first, as its build resolves it); exports maps hide these paths from require.resolve. */
const installed = (file) => [path.join(ROOT, 'mfe-account', 'node_modules', file), path.join(ROOT, 'node_modules', file)].find(existsSync);
const FILES = {
  'react-dom': 'react-dom/cjs/react-dom-client.production.js',
  zod: 'zod/v4/core/schemas.js',
  'react-hook-form': 'react-hook-form/dist/index.esm.mjs',
  '@hookform/resolvers': '@hookform/resolvers/zod/dist/zod.mjs',
  rxjs: 'rxjs/dist/esm5/internal/util/ObjectUnsubscribedError.js',
};

test("each library's mark is in its own code, and in no other library's", () => {
  const texts = Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, readFileSync(installed(file), 'utf8')]));
  for (const [name, text] of Object.entries(texts)) assert.deepEqual(librariesIn(text), [name], `${name}: ${path.basename(FILES[name])}`);
  assert.deepEqual(Object.keys(LIBRARY_MARKS).sort(), Object.keys(FILES).sort());
});

test('a library in two downloaded files of a session is a duplicate; in one, or two libraries in one file, is not', () => {
  const files = [
    { url: '/main.js', libraries: ['react-dom', 'zod'] },
    { url: '/mfe/claims/1.js', libraries: ['zod'] },
    { url: '/mfe/claims/2.js', libraries: ['react-hook-form'] },
  ];
  assert.deepEqual(duplicatedLibraries(files), { zod: ['/main.js', '/mfe/claims/1.js'] });
  assert.deepEqual(duplicatedLibraries(files.slice(2)), {});
  // A chunk that only re-exports zod's namespace (the shell handing zod to remotes) names the class bare: not a copy.
  assert.deepEqual(librariesIn('{$ZodNumber:()=>s.vz,$ZodObject:()=>s.L8}'), []);
  assert.deepEqual(librariesIn('const Ae=r.xI("$ZodObject",(e,n)=>{l.init(e,n)})'), ['zod']);
});
