import fs from 'node:fs';
import path from 'node:path';

/**
 * The environment is read in one place, loadConfig (src/config.ts), and handed to the rest of the
 * API as AppConfig: a variable read anywhere else is missing from api/README.md's list, from the
 * production checks (src/production-config.ts) and from what a test app sets (src/test/helpers.ts).
 * Test code may read it (which database or Redis the suite runs on).
 */
const SRC = __dirname;

const TEST_CODE = [
  /\.test\.ts$/,
  /^test\//,
  /(^|\/)(testkit|tus-testkit|submit-testkit|test-support|test-client)\.ts$/,
  // The crash test's server harness (claims/crash.test.ts): it starts and kills the API as a process.
  /^modules\/claims\/crash-(server|client)\.ts$/,
  // The queue bench's volume seeder (api/bench/queue-bench.ts): bench tooling that sizes its data, not the service.
  /^db\/seed-volume-cli\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** The code without its comments (a comment may name process.env to explain what config.ts reads). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

export function readersOfTheEnvironment(files: readonly { file: string; text: string }[]): string[] {
  return files.filter(({ file, text }) => file !== 'config.ts' && !TEST_CODE.some((pattern) => pattern.test(file)) && /\bprocess\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])/.test(withoutComments(text))).map(({ file }) => file);
}

test('process.env is read in src/config.ts only (and in test code)', () => {
  const files = sourceFiles(SRC).map((file) => ({ file, text: fs.readFileSync(path.join(SRC, file), 'utf8') }));
  expect(files.length).toBeGreaterThan(100);
  expect(files.some((f) => f.file === 'config.ts' && /process\.env/.test(f.text))).toBe(true);
  expect(readersOfTheEnvironment(files)).toEqual([]);
});

test('the check finds a read however it is written, and not one a comment mentions', () => {
  const found = readersOfTheEnvironment([
    { file: 'modules/live/settings.ts', text: 'export function liveSettings(env = process.env) {}' },
    { file: 'server.ts', text: "const t = process['env'].SHUTDOWN_TIMEOUT_SECONDS;" },
    { file: 'modules/cashless/service.ts', text: '// reads process.env (no: config.ts does)\n/** process.env */\nconst x = 1;' },
    { file: 'modules/claims/claims.test.ts', text: 'process.env.UPLOAD_DIR = dir;' },
  ]);
  expect(found).toEqual(['modules/live/settings.ts', 'server.ts']);
});
