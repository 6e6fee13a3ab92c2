// Before any API suite: every service the suites talk to is there (scripts/test-services/check.mjs),
// or the run stops in its first seconds saying which one is missing and how to start it.
module.exports = async function requireTestServices() {
  const { requireServices } = await import('../../../scripts/test-services/check.mjs');
  await requireServices(['postgres', 'redis', 'nginx', 'docker-compose']);
};
