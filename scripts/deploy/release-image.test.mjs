// The release image's runtime stage (deploy/release.Dockerfile) is deploy/release-files.sh's folder:
// no node_modules, no sources. Publishing a CI artifact from it with `npm run release -- --from`,
// as an unprivileged user when the test runs as root (the image runs as `node`), must work.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT } from '../topology/support.mjs';

const AS_USER = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-release-image-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

function chownAll(root) {
  if (AS_USER.uid === undefined) return;
  for (const entry of [root, ...fs.readdirSync(root, { recursive: true }).map((name) => path.join(root, name))]) fs.chownSync(entry, AS_USER.uid, AS_USER.gid);
}

test('the runtime folder publishes a built remote with --from, without node_modules, as an unprivileged user', () => {
  const image = path.join(dir, 'image');
  const copy = spawnSync('sh', [path.join(REPO_ROOT, 'deploy', 'release-files.sh'), REPO_ROOT, image], { encoding: 'utf8' });
  assert.equal(copy.status, 0, copy.stderr);
  assert.equal(fs.existsSync(path.join(image, 'node_modules')), false);
  assert.equal(fs.existsSync(path.join(image, 'mfe-claims', 'src')), false);
  assert.deepEqual(fs.readdirSync(path.join(image, 'scripts', 'release')).filter((name) => name.endsWith('.test.mjs')), []);

  // A remote's build as CI hands it over (the artifact of `npm run build -w mfe-claims`).
  const artifact = path.join(dir, 'artifact');
  fs.mkdirSync(artifact);
  fs.writeFileSync(path.join(artifact, 'mf-manifest.json'), JSON.stringify({ name: 'claims' }));
  fs.writeFileSync(path.join(artifact, 'remoteEntry.js'), 'import("./317.aaaaaaaa.js");\n');
  fs.writeFileSync(path.join(artifact, '317.aaaaaaaa.js'), 'export default 1;\n');
  const releases = path.join(dir, 'releases');
  const home = path.join(dir, 'home');
  fs.mkdirSync(releases);
  fs.mkdirSync(home);
  chownAll(dir);

  const env = { PATH: process.env.PATH, HOME: home, RELEASES_DIR: releases, RELEASES_BASE_MAP: path.join(image, 'deploy', 'remotes.json'), NPM_CONFIG_UPDATE_NOTIFIER: 'false' };
  // As the release pipeline publishes (.github/workflows/_release.yml): the first push goes to every
  // device, since there is no current release yet to be a canary beside.
  const pipeline = ['run', 'release', '-w', 'mfe-claims', '--', '--from', artifact, '--canary', '10', '--first-plain'];
  const run = spawnSync('npm', pipeline, { ...AS_USER, cwd: image, env, encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
  assert.match(run.stdout, /this first release goes to every device/);
  const map = JSON.parse(fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8'));
  const id = /^\/mfe\/claims\/(1\.0\.0-[0-9a-f]{10})\/mf-manifest\.json$/.exec(map.claims)?.[1];
  assert.ok(id, `claims maps to ${map.claims}`);
  assert.equal(fs.readFileSync(path.join(releases, 'claims', id, '317.aaaaaaaa.js'), 'utf8'), 'export default 1;\n');
  // Every other remote keeps its default entry (the base map): nginx serves the map as written.
  assert.equal(map.policies, '/mfe/policies/mf-manifest.json');

  // The next push is a canary beside it.
  fs.writeFileSync(path.join(artifact, '317.aaaaaaaa.js'), 'export default 2;\n');
  const next = spawnSync('npm', pipeline, { ...AS_USER, cwd: image, env, encoding: 'utf8' });
  assert.equal(next.status, 0, `${next.stdout}${next.stderr}`);
  const after = JSON.parse(fs.readFileSync(path.join(releases, 'remotes.json'), 'utf8'));
  assert.equal(after.claims, map.claims);
  assert.equal(after._canaries.claims.percent, 10);
  assert.notEqual(after._canaries.claims.entry, map.claims);

  // The image's default command lists each remote's releases.
  const list = spawnSync('node', ['scripts/release.mjs', 'list', '--remote', 'claims'], { ...AS_USER, cwd: image, env, encoding: 'utf8' });
  assert.equal(list.status, 0, list.stderr);
  assert.match(list.stdout, new RegExp(`\\* ${id}`));
});
