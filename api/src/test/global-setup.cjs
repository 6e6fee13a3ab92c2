const { execFileSync } = require('node:child_process');
const path = require('node:path');

/**
 * Before any API suite:
 * - every service the suites talk to is there (scripts/test-services/check.mjs), or the run stops in
 *   its first seconds saying which one is missing and how to start it;
 * - the server is built once (esbuild, about a second) into api/dist-test/, which the suites that
 *   start it as a process run (src/test/server-process.ts): one `node` per start, as production
 *   runs it, instead of compiling the sources under tsx at every start (dozens of starts per run).
 */
module.exports = async function prepareApiTests() {
  const { requireServices } = await import('../../../scripts/test-services/check.mjs');
  await requireServices(['postgres', 'redis', 'nginx', 'docker-compose']);
  const apiDir = path.resolve(__dirname, '..', '..');
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', 'dist-test'], { cwd: apiDir, stdio: 'ignore' });
};
