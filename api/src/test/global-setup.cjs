const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * Before any API suite:
 * - every service the suites talk to is there (scripts/test-services/check.mjs), or the run stops in
 *   its first seconds saying which one is missing and how to start it;
 * - the server is built once (esbuild, about a second) into api/dist-test/, which the suites that
 *   start it as a process run (src/test/server-process.ts): one `node` per start, as production
 *   runs it, instead of compiling the sources under tsx at every start (dozens of starts per run);
 * - a folder for the run's seeded templates (src/test/seededTemplate.ts), named in
 *   SENCARE_TEST_TEMPLATES for the workers; global-teardown.cjs removes it and the template databases.
 */
module.exports = async function prepareApiTests() {
  const { requireServices } = await import('../../../scripts/test-services/check.mjs');
  await requireServices(['postgres', 'redis', 'nginx', 'docker-compose']);
  const apiDir = path.resolve(__dirname, '..', '..');
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', 'dist-test'], { cwd: apiDir, stdio: 'ignore' });
  const run = path.join(os.tmpdir(), `sencare-tpl-${crypto.randomBytes(5).toString('hex')}`);
  fs.mkdirSync(run);
  process.env.SENCARE_TEST_TEMPLATES = run;
};
