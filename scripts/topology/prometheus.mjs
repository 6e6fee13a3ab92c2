// Debian's Prometheus scraping the topology's API replicas for real (docs/operations.md): the same
// rules file as production (deploy/prometheus/alerts.yml), static targets instead of compose DNS,
// a one-second scrape so a test sees samples quickly, and a data folder of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, answersOk, freePort, running, stopChild, tail, waitFor } from './support.mjs';

export async function startPrometheus(replicas, dir) {
  const port = await freePort();
  const config = path.join(dir, 'prometheus.yml');
  fs.copyFileSync(path.join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yml'), path.join(dir, 'alerts.yml'));
  const targets = replicas.map((replica) => `'127.0.0.1:${replica.metricsPort}'`).join(', ');
  fs.writeFileSync(config, `global: { scrape_interval: 1s, evaluation_interval: 1s }\nrule_files: [alerts.yml]\nscrape_configs:\n  - job_name: sencare-api\n    static_configs: [{ targets: [${targets}] }]\n`);
  const logFile = path.join(dir, 'prometheus.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn('prometheus', [`--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'prometheus-data')}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor('Prometheus', () => answersOk(`${url}/-/ready`), { gone: () => !running(child), detail: () => tail(logFile) });
  return {
    url,
    /** An instant query's result vector (PromQL). */
    async query(expr) {
      const answer = await (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`)).json();
      if (answer.status !== 'success') throw new Error(`PromQL ${expr}: ${answer.error}`);
      return answer.data.result;
    },
    stop: () => stopChild(child, 'SIGTERM'),
  };
}
