import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { REPO_ROOT } from './config';

/**
 * docker-compose.yml and .env.example. `docker-compose config -q` (Debian's
 * docker-compose; no Docker engine needed) validates the file as compose would before `up`: it runs
 * when the tool is there, and CI (.ci/run, .github/workflows/api.yml) installs it, so there a
 * missing tool fails instead of skipping. The structure checks read the file itself and always run.
 */
const COMPOSE = path.join(REPO_ROOT, 'docker-compose.yml');
const ENV_EXAMPLE = path.join(REPO_ROOT, '.env.example');
const haveCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  restart?: string;
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }> | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  deploy?: { replicas?: number };
  stop_grace_period?: string;
}

const composeText = fs.readFileSync(COMPOSE, 'utf8');
const services = (YAML.parse(composeText, { merge: true }) as { services: Record<string, Service> }).services;

/** .env.example as name → value (comments and blank lines skipped). */
function exampleValues(): Map<string, string> {
  const lines = fs.readFileSync(ENV_EXAMPLE, 'utf8').split('\n').filter((line) => /^[A-Z0-9_]+=/.test(line));
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** Every `${NAME…}` the compose file reads (`$$` is a literal dollar for the container's shell). */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of composeText.matchAll(/(?<!\$)\$\{([A-Z0-9_]+)([^}]*)\}/g)) found.set(match[1], match[2]);
  return found;
}

const isSecret = (name: string) => /PASSWORD|PEPPER|SECRET|MASTER_KEY$/.test(name);

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-compose-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** .env.example with every empty value filled, as an operator would; `without` leaves one out. */
function envFile(without?: string): string {
  const lines = [...exampleValues()].filter(([name]) => name !== without).map(([name, value]) => `${name}=${value || `test${name.replace(/_/g, '').toLowerCase()}123`}`);
  const file = path.join(scratch, `${without ?? 'all'}.env`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** `docker-compose config -q` on `file` with `env`, in a clean environment (no variable of this shell leaks in). */
function composeConfig(file: string, env: string): { status: number | null; output: string } {
  const run = spawnSync('docker-compose', ['-f', file, '--project-directory', REPO_ROOT, '--env-file', env, 'config', '-q'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir() },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const validity = haveCompose || process.env.CI ? describe : describe.skip;
if (!haveCompose && !process.env.CI) console.warn('docker-compose is missing: `apt-get install -y docker-compose` to run the compose checks (CI installs it)');

validity('docker-compose config', () => {
  test('accepts the stack with .env.example filled in', () => {
    expect(composeConfig(COMPOSE, envFile())).toEqual({ status: 0, output: '' });
  });

  test('stops on every missing secret, naming it', () => {
    const required = [...variablesRead()].filter(([, rest]) => rest.startsWith(':?')).map(([name]) => name);
    expect(required).toEqual(expect.arrayContaining(['POSTGRES_PASSWORD', 'PIN_PEPPER', 'STORAGE_MASTER_KEY', 'REDIS_PASSWORD', 'MINIO_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY']));
    for (const name of required) {
      const result = composeConfig(COMPOSE, envFile(name));
      expect({ name, failed: result.status !== 0, named: result.output.includes(`set ${name}`) }).toEqual({ name, failed: true, named: true });
    }
  });

  test('fails on a broken compose file (the check can fail)', () => {
    const broken = path.join(scratch, 'docker-compose.yml');
    fs.writeFileSync(broken, composeText.replace('  api:\n', '  api:\n    healthcheck_typo: true\n'));
    const result = composeConfig(broken, envFile());
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('healthcheck_typo');
  });
});

describe('docker-compose.yml', () => {
  const running = Object.entries(services).filter(([name, service]) => !service.profiles && service.restart !== 'no' && name !== 'release');

  test('every long-running service restarts and has a health check; every dependency waits on a condition', () => {
    expect(running.map(([name]) => name).sort()).toEqual(['api', 'gateway', 'grafana', 'mfe-account', 'mfe-broker', 'mfe-cashless', 'mfe-claims', 'mfe-hr', 'mfe-insurer', 'mfe-policies', 'mfe-provider', 'minio', 'otel-collector', 'postgres', 'prometheus', 'redis', 'shell', 'tempo']);
    // Images of their binary alone (no shell, no HTTP client) cannot be health-checked by compose;
    // Prometheus scrapes them (deploy/prometheus/prometheus.yml) and nothing waits on them.
    const binaryOnly = ['otel-collector', 'tempo'];
    for (const [name, service] of running) {
      expect({ name, restart: service.restart, healthcheck: Array.isArray(service.healthcheck?.test) }).toEqual({ name, restart: 'unless-stopped', healthcheck: !binaryOnly.includes(name) });
    }
    for (const [name, service] of Object.entries(services)) {
      if (!service.depends_on) continue;
      expect({ name, list: Array.isArray(service.depends_on) }).toEqual({ name, list: false });
      for (const [on, { condition }] of Object.entries(service.depends_on)) {
        const expected = services[on].restart === 'no' ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, on, condition }).toEqual({ name, on, condition: expected });
      }
    }
  });

  test('the API: two replicas sharing Redis and S3 (MinIO), no volume, draining within its grace period', () => {
    const api = services.api;
    expect(api.deploy?.replicas).toBe(2);
    expect(api.volumes).toBeUndefined();
    expect(api.environment).toMatchObject({ STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', TRUST_PROXY: 'uniquelocal', NODE_ENV: 'production' });
    expect(api.environment?.REDIS_URL).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?.*\}@redis:6379$/);
    expect(api.environment?.SHUTDOWN_TIMEOUT_SECONDS).toBe('${SHUTDOWN_TIMEOUT_SECONDS:-25}');
    expect(api.stop_grace_period).toBe('30s');
    expect(services.minio.volumes).toEqual(['objects:/data']);
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
  });

  test('migrations run once per deploy: the migrate service (the API image) before any replica, which does not migrate itself', () => {
    const { migrate, api } = services;
    expect(migrate.build).toEqual(api.build);
    expect(migrate.restart).toBe('no');
    expect((migrate as { command?: string[] }).command).toEqual(['node', '--enable-source-maps', 'api/dist/migrate-cli.js']);
    expect(migrate.environment?.DATABASE_URL).toBe(api.environment?.DATABASE_URL);
    expect(api.environment?.MIGRATE_ON_START).toBe('false');
    expect(api.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
  });

  test('each front end keeps its served folder in a volume of its own (earlier builds\' chunks stay for open pages)', () => {
    const frontEnds = Object.entries(services).filter(([, service]) => JSON.stringify(service.build ?? '').includes('frontend.Dockerfile'));
    expect(frontEnds.length).toBeGreaterThanOrEqual(9);
    const volumes = frontEnds.map(([, service]) => service.volumes?.find((volume) => volume.endsWith(':/srv/www')));
    expect(volumes.every(Boolean)).toBe(true);
    expect(new Set(volumes).size).toBe(frontEnds.length);
  });

  test('no default password: secrets are required, .env.example lists every variable read and holds no secret', () => {
    const read = variablesRead();
    const example = exampleValues();
    expect([...read.keys()].filter((name) => !example.has(name))).toEqual([]);
    expect([...example.keys()].filter((name) => !read.has(name))).toEqual([]);
    for (const [name, rest] of read) {
      if (isSecret(name)) expect({ name, required: rest.startsWith(':?'), example: example.get(name) }).toEqual({ name, required: true, example: '' });
    }
  });

  test('the gateway and the front-end images run the same nginx, a stable branch of at least 1.28 (the front ends NGINX\'s unprivileged build)', () => {
    const image = services.gateway.image ?? '';
    expect(image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)-alpine$/);
    expect(Number(/^nginx:1\.(\d+)/.exec(image)?.[1]) % 2).toBe(0); // even minor versions are nginx's stable branches
    expect(fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'frontend.Dockerfile'), 'utf8')).toContain(`FROM nginxinc/nginx-unprivileged:${image.slice('nginx:'.length)}\n`);
  });
});
