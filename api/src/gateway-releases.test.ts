import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './config';
import { startTestApp, type TestApp } from './test/helpers';

/**
 * Releases made while the gateway runs (scripts/release.mjs, docs/deploying.md) are served
 * without a restart, next to the dist build, and old releases keep answering for open pages.
 * The real release CLI publishes prepared build folders (`--from`), as a CI deploy step does.
 */
const CLI = path.join(REPO_ROOT, 'scripts', 'release.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';

function write(root: string, file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

/** A remote's build output: the entry names its own release so answers can be told apart. */
function fakeBuild(label: string): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  write(dir, 'mf-manifest.json', JSON.stringify({ name: 'mfe_claims', label }));
  write(dir, 'remoteEntry.js', `var mfe_claims = ${JSON.stringify(label)};`);
  write(dir, `chunk.${label === 'one' ? '1111aaaa' : '2222bbbb'}.js`, `chunk ${label}`);
  return dir;
}

function releaseCli(args: string[], { cwd = REPO_ROOT, initCwd = REPO_ROOT }: { cwd?: string; initCwd?: string } = {}): { id: string; output: string } {
  // INIT_CWD is where the person typed the command; npm runs the script in the workspace's folder (cwd).
  const run = spawnSync(process.execPath, [CLI, ...args, '--remote', 'claims'], { cwd, encoding: 'utf8', env: { ...process.env, RELEASES_DIR: releases, INIT_CWD: initCwd } });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0) throw new Error(`release.mjs ${args.join(' ')} failed: ${output}`);
  return { id: /(\d+\.\d+\.\d+-[0-9a-f]{10})/.exec(output)?.[1] ?? '', output };
}

let root: string;
let releases: string;
let t: TestApp;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-gw-releases-'));
  releases = path.join(root, 'releases');
  write(root, 'shell/dist/index.html', '<!doctype html><title>SenCare</title>');
  write(root, 'mfe-claims/dist/mf-manifest.json', '{"name":"mfe_claims","label":"dist"}');
  write(root, 'mfe-claims/dist/remoteEntry.js', 'var mfe_claims = "dist";');
  t = await startTestApp({ gateway: true, staticRoot: root, releasesDir: releases });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const remotes = async () => (await get('/remotes.json')).json() as Record<string, string>;

test('a release and a rollback switch /remotes.json on the running gateway; both releases stay served', async () => {
  expect((await remotes()).claims).toBe('/mfe/claims/mf-manifest.json');

  const one = releaseCli(['release', '--from', fakeBuild('one')]).id;
  // The written map names every remote of deploy/remotes.json (the default base), claims at its release:
  // a gateway serving the file as written (nginx) keeps every other remote.
  const defaults = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'remotes.json'), 'utf8')) as Record<string, string>;
  expect(JSON.parse(fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8'))).toEqual({ ...defaults, claims: `/mfe/claims/${one}/mf-manifest.json` });
  expect((await remotes()).claims).toBe(`/mfe/claims/${one}/mf-manifest.json`);
  const entry = await get(`/mfe/claims/${one}/remoteEntry.js`);
  expect(entry.statusCode).toBe(200);
  expect(entry.body).toContain('"one"');
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect((await get(`/mfe/claims/${one}/mf-manifest.json`)).headers['cache-control']).toBe('no-cache');
  expect((await get(`/mfe/claims/${one}/chunk.1111aaaa.js`)).headers['cache-control']).toBe(IMMUTABLE);

  const two = releaseCli(['release', '--from', fakeBuild('two')]).id;
  expect(two).not.toBe(one);
  expect((await remotes()).claims).toBe(`/mfe/claims/${two}/mf-manifest.json`);
  // A page opened on release one still gets its chunks after release two.
  expect((await get(`/mfe/claims/${one}/chunk.1111aaaa.js`)).body).toBe('chunk one');
  expect((await get(`/mfe/claims/${two}/chunk.2222bbbb.js`)).body).toBe('chunk two');
  // The dist build is still the default map's target.
  expect((await get('/mfe/claims/remoteEntry.js')).body).toContain('"dist"');

  releaseCli(['rollback']);
  expect((await remotes()).claims).toBe(`/mfe/claims/${one}/mf-manifest.json`);
  expect((await get(`/mfe/claims/${two}/chunk.2222bbbb.js`)).statusCode).toBe(200);
  releaseCli(['rollback']);
  expect((await remotes()).claims).toBe('/mfe/claims/mf-manifest.json');
});

test('a relative --from is read from where the command was typed, not from the remote folder npm runs it in', () => {
  const build = fakeBuild('relative');
  const typedIn = path.dirname(build);
  const released = releaseCli(['release', '--from', path.basename(build)], { cwd: path.join(REPO_ROOT, 'mfe-claims'), initCwd: typedIn });
  expect(released.output).toContain('released');
  expect(fs.readFileSync(path.join(releases, 'claims', released.id, 'remoteEntry.js'), 'utf8')).toContain('"relative"');
});

test('the same build released again reuses its folder (release ids are content hashes)', () => {
  const build = fakeBuild('same');
  const copy = fs.mkdtempSync(path.join(root, 'build-'));
  fs.cpSync(build, copy, { recursive: true });
  const first = releaseCli(['release', '--from', build]);
  const second = releaseCli(['release', '--from', copy]);
  expect(second.id).toBe(first.id);
  expect(second.output).toContain('switched to the existing release');
});

test('only release folders are served from RELEASES_DIR: not the state file, the map, nor paths outside', async () => {
  for (const url of ['/mfe/claims/releases.json', '/mfe/remotes.json', '/mfe/claims/1.0.0-0123456789/remoteEntry.js', '/mfe/claims/../releases/remotes.json', '/mfe/claims/.lock/pid']) {
    expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
  }
  const id = fs.readdirSync(path.join(releases, 'claims')).find((name) => /^\d/.test(name));
  const traversal = await get(`/mfe/claims/${id}/..%2f..%2fremotes.json`);
  expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
  expect(traversal.body).not.toContain('mf-manifest.json');
});

test('a remote whose dist is not built is still served from its releases', async () => {
  write(releases, 'policies/1.0.0-abcdef0123/remoteEntry.js', 'var mfe_policies;');
  expect((await get('/mfe/policies/mf-manifest.json')).statusCode).toBe(404);
  expect((await get('/mfe/policies/1.0.0-abcdef0123/remoteEntry.js')).statusCode).toBe(200);
});

test('a damaged releases map falls back to the default map instead of failing the shell start', async () => {
  const mapFile = path.join(releases, 'remotes.json');
  const saved = fs.readFileSync(mapFile, 'utf8');
  fs.writeFileSync(mapFile, '{"claims": "/mfe/cl');
  try {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().claims).toBe('/mfe/claims/mf-manifest.json');
  } finally {
    fs.writeFileSync(mapFile, saved);
  }
});
