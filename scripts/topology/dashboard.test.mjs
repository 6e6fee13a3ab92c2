// `npm run test:topology` (after `npm run build`; this machine's PostgreSQL, Redis and Debian's
// Prometheus): the Grafana dashboard (deploy/grafana/) is real. Its provisioning names the data
// source its panels use, and every panel's PromQL, as Grafana sends it, is answered by a real
// Prometheus scraping a real API replica with a series to draw, from metric names the API
// exports. Grafana itself does not run here (no package of it on this machine): its queries do.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import YAML from 'yaml';
import { dashboardPanels, interpolated, metricNames, sendTraffic, startDashboardStack } from './dashboard.mjs';
import { REPO_ROOT, pause } from './support.mjs';

const GRAFANA = path.join(REPO_ROOT, 'deploy', 'grafana');
const readYaml = (file) => YAML.parse(fs.readFileSync(file, 'utf8'));

let stack;
/** The instant query's answer: Prometheus' HTTP API, as Grafana's data source calls it. */
const query = async (expr) => (await fetch(`${stack.prometheus.url}/api/v1/query?query=${encodeURIComponent(expr)}`)).json();
/** Waits (a minute at most) until Prometheus has a sample of `metric`. */
async function scraped(metric) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await pause(250)) {
    if ((await query(metric)).data.result.length > 0) return;
  }
  throw new Error(`Prometheus never scraped ${metric}`);
}
before(async () => {
  stack = await startDashboardStack();
  // The same traffic twice, with a scrape between: a series Prometheus first sees at 1 has not
  // grown yet for rate(); the second round makes every panel's rate() and quantile a number.
  await sendTraffic(stack.replica.url);
  await scraped('sencare_frontend_events_total');
  await sendTraffic(stack.replica.url);
});
after(async () => {
  await stack?.stop();
});

test('provisioning: Grafana loads the dashboard folder compose mounts, and every panel queries the provisioned Prometheus', () => {
  const { datasources } = readYaml(path.join(GRAFANA, 'provisioning', 'datasources', 'datasources.yaml'));
  const prometheus = datasources.find((d) => d.type === 'prometheus');
  assert.equal(prometheus.url, 'http://prometheus:9090');
  const { providers } = readYaml(path.join(GRAFANA, 'provisioning', 'dashboards', 'dashboards.yaml'));
  const grafana = readYaml(path.join(REPO_ROOT, 'docker-compose.yml')).services.grafana;
  assert.ok(grafana.volumes.includes(`./deploy/grafana/dashboards:${providers[0].options.path}:ro`), 'compose mounts the folder the provider reads');
  assert.ok(grafana.volumes.includes('./deploy/grafana/provisioning:/etc/grafana/provisioning:ro'));
  const panels = dashboardPanels();
  assert.ok(panels.length >= 9);
  for (const panel of panels) {
    assert.equal(panel.datasource.uid, prometheus.uid, panel.title);
    for (const target of panel.targets) assert.equal(target.datasource.uid, prometheus.uid, panel.title);
  }
});

test("compose wiring: the API's spans reach the collector, the collector's reach Tempo, Grafana is on the host's loopback only", () => {
  const { services } = readYaml(path.join(REPO_ROOT, 'docker-compose.yml'));
  const collector = readYaml(path.join(REPO_ROOT, 'deploy', 'otel', 'collector.yaml'));
  const tempo = readYaml(path.join(REPO_ROOT, 'deploy', 'otel', 'tempo.yaml'));
  const endpoint = new URL(services.api.environment.OTEL_EXPORTER_OTLP_ENDPOINT);
  assert.ok(services[endpoint.hostname], `${endpoint.hostname} is a compose service`);
  assert.equal(collector.receivers.otlp.protocols.http.endpoint.split(':').pop(), endpoint.port);
  const exported = new URL(collector.exporters['otlphttp/tempo'].endpoint);
  assert.ok(services[exported.hostname]);
  assert.equal(tempo.distributor.receivers.otlp.protocols.http.endpoint.split(':').pop(), exported.port);
  assert.deepEqual(collector.service.pipelines.traces.exporters, ['otlphttp/tempo']);
  const { datasources } = readYaml(path.join(GRAFANA, 'provisioning', 'datasources', 'datasources.yaml'));
  assert.equal(new URL(datasources.find((d) => d.type === 'tempo').url).port, String(tempo.server.http_listen_port));
  assert.deepEqual(services.grafana.ports, ['127.0.0.1:${GRAFANA_PORT:-3000}:3000']);
});


/**
 * Asks until the answer has a series with a number to draw (a minute at most: the scrape is every
 * second and rate() needs two samples after the traffic). A ratio or quantile over a series without
 * traffic in the window is NaN, which Grafana leaves as a gap (a route nobody called lately).
 */
async function seriesOf(expr) {
  let answer;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await pause(500)) {
    answer = await query(expr);
    assert.equal(answer.status, 'success', `${expr}: ${answer.error}`);
    const { result } = answer.data;
    if (result.some(({ value }) => Number.isFinite(Number(value[1])))) return result;
  }
  return answer.data.result;
}

test("every panel's query is valid PromQL with something to draw", async () => {
  for (const panel of dashboardPanels()) {
    for (const target of panel.targets) {
      const expr = interpolated(target.expr, '5m');
      assert.doesNotMatch(expr, /\$/, `${panel.title}: a variable Grafana would not fill`);
      const series = await seriesOf(expr);
      assert.ok(series.some(({ value }) => Number.isFinite(Number(value[1]))), `${panel.title}: ${expr} has nothing to draw (${JSON.stringify(series)})`);
    }
  }
});

test('the panels count what happened: sign-ins and claims by answer, load failures by remote and release', async () => {
  const byTitle = Object.fromEntries(dashboardPanels().map((panel) => [panel.title, interpolated(panel.targets[0].expr, '5m')]));
  const statuses = async (title) => (await seriesOf(byTitle[title])).map((s) => s.metric.status_code).sort();
  assert.deepEqual(await statuses('Logins per minute by answer'), ['200', '400']);
  assert.deepEqual(await statuses('Claims submitted per minute by answer'), ['400']);
  const failures = (await seriesOf(byTitle['Remote load failures by remote and release'])).map((s) => `${s.metric.remote} ${s.metric.release}`).sort();
  assert.deepEqual(failures, ['mfe-claims 1.4.0-0123456789', 'mfe-policies dist']);
  const commands = (await seriesOf(byTitle['Redis command p95 by command'])).map((s) => s.metric.command);
  assert.ok(commands.includes('evalsha'), `Redis commands: ${commands.join(', ')}`);
});

test('every metric a panel reads is one the API exports, and a misspelt one would be caught', async () => {
  const names = [...new Set(dashboardPanels().flatMap((panel) => panel.targets.flatMap((t) => metricNames(t.expr))))];
  for (const name of names) {
    const { data } = await (await fetch(`${stack.prometheus.url}/api/v1/metadata?metric=${name}`)).json();
    assert.ok(data[name], `${name} is not a metric the replica exports`);
  }
  // The check above and the series check fail on a name the API does not have.
  assert.deepEqual((await query('sum(rate(sencare_http_requests_total[1m]))')).data.result, []);
});
