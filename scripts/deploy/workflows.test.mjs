// .github/workflows: every file is valid YAML, and every remote (each mfe-* workspace of the root
// package.json) ships through the release pipeline: its workflow calls _release.yml with its own
// name after its check, on pushes to main that touch it (docs/deploying.md "Release pipeline").
// A new remote without that job fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import YAML from 'yaml';
import { REPO_ROOT } from '../topology/support.mjs';

const WORKFLOWS = path.join(REPO_ROOT, '.github', 'workflows');
const RELEASE = './.github/workflows/_release.yml';
const remotes = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).workspaces.filter((name) => name.startsWith('mfe-'));

/** The parsed file; YAML errors (duplicate keys, bad indentation) fail with the file's name. */
function workflow(file) {
  const document = YAML.parseDocument(fs.readFileSync(path.join(WORKFLOWS, file), 'utf8'), { uniqueKeys: true });
  assert.deepEqual(document.errors.map((error) => `${file}: ${error.message}`), []);
  return document.toJS();
}

test('every workflow file is valid YAML with triggers and jobs', () => {
  const files = fs.readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));
  assert.ok(files.length > remotes.length);
  for (const file of files) {
    const parsed = workflow(file);
    assert.ok(parsed.on && parsed.jobs && Object.keys(parsed.jobs).length > 0, `${file}: no trigger or no job`);
  }
});

test('each remote has a release job: _release.yml with its own name, after its check, on pushes to main touching it', () => {
  assert.ok(remotes.length >= 8);
  for (const remote of remotes) {
    const file = `${remote}.yml`;
    assert.ok(fs.existsSync(path.join(WORKFLOWS, file)), `${remote} has no .github/workflows/${file}`);
    const parsed = workflow(file);
    const releases = Object.entries(parsed.jobs).filter(([, job]) => job.uses === RELEASE);
    assert.equal(releases.length, 1, `${file}: no job (or more than one) uses ${RELEASE}`);
    const [, job] = releases[0];
    assert.deepEqual(job.with, { workspace: remote }, `${file}: the release job must name ${remote}`);
    assert.equal(parsed.jobs[job.needs]?.uses, './.github/workflows/_workspace.yml', `${file}: the release must wait for the check`);
    assert.equal(job.if, "github.event_name == 'push' && github.ref == 'refs/heads/main'", `${file}: release on pushes to main only`);
    assert.deepEqual(parsed.on.push.branches, ['main']);
    for (const touched of [`${remote}/**`, 'shared/**', '.github/workflows/_release.yml']) assert.ok(parsed.on.push.paths.includes(touched), `${file}: a push touching ${touched} must run it`);
  }
});

test('only remotes release through the store (the shell ships as its image)', () => {
  const callers = fs
    .readdirSync(WORKFLOWS)
    .filter((name) => !name.startsWith('_') && /\.ya?ml$/.test(name))
    .filter((file) => Object.values(workflow(file).jobs).some((job) => job.uses === RELEASE))
    .map((file) => file.replace(/\.ya?ml$/, ''));
  assert.deepEqual(callers.sort(), [...remotes].sort());
});

test('_release.yml tests and builds the named workspace, then publishes that build with --from as a canary (the first release plain)', () => {
  const parsed = workflow('_release.yml');
  assert.deepEqual(parsed.on.workflow_call.inputs.workspace, { description: 'the remote\'s workspace (mfe-<name>)', type: 'string', required: true });
  const runs = (job) => job.steps.filter((step) => step.run).map((step) => step.run);
  const { build, publish } = parsed.jobs;
  assert.deepEqual(
    runs(build).filter((run) => run.includes('${{ inputs.workspace }}')),
    ['npm test -w ${{ inputs.workspace }}', 'npm run build -w ${{ inputs.workspace }}'],
  );
  const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  assert.equal(upload.with.path, '${{ inputs.workspace }}/dist');
  assert.equal(publish.needs, 'build');
  const download = publish.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
  assert.equal(download.with.name, upload.with.name);
  assert.ok(runs(publish).includes(`npm run release -w \${{ inputs.workspace }} -- --from ${download.with.path} --canary \${{ inputs.canary-percent }} --first-plain`));
  assert.equal(publish.env.RELEASES_DIR, '${{ vars.RELEASES_DIR }}');
});
