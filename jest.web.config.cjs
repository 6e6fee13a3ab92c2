// Every front-end workspace's jest in one run (`npm run test:web`): one jest process and one pool of
// workers for shared, the shell and the eight remotes, instead of ten cold starts one after the
// other. Each workspace keeps its own jest.config.cjs (the shared preset), so `npm test -w mfe-X`
// still runs that remote alone, as its team's CI does.
const WORKSPACES = ['shared', 'shell', 'mfe-claims', 'mfe-policies', 'mfe-cashless', 'mfe-account', 'mfe-provider', 'mfe-insurer', 'mfe-hr', 'mfe-broker'];

module.exports = {
  projects: WORKSPACES.map((name) => `<rootDir>/${name}`),
  // Both cores: jest's default leaves one idle on a two-core machine.
  maxWorkers: 2,
};
