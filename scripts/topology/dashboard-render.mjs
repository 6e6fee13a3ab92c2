// `node scripts/topology/dashboard-render.mjs` (after `npm run build -w api`): docs/images/dashboard-queries.png.
// NOT Grafana (no package of it on this machine): each panel of deploy/grafana/dashboards/sencare-api.json
// drawn as plain lines from the same PromQL, answered by Debian's Prometheus scraping a real API
// replica (dashboard.mjs) while this script sends it traffic on 127.0.0.1 for about a minute.
// Chromium turns the SVG into the PNG. The image says so in its title.
import { spawnSync } from 'node:child_process';
import { URLSearchParams } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { dashboardPanels, interpolated, sendTraffic, startDashboardStack } from './dashboard.mjs';
import { REPO_ROOT, pause } from './support.mjs';

const TRAFFIC_MS = 70_000;
const STEP_S = 2;
const W = 480;
const H = 250;
const COLUMNS = 3;
const COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b'];
/** Grafana's unit ids as a reader says them. */
const UNITS = { reqps: 'req/s', percentunit: '(1 = 100 %)', s: 's', short: '' };
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A legend as Grafana's legendFormat makes it: {{label}} replaced by the series' label. */
const legendOf = (format, metric) => (format ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, label) => metric[label] ?? '') || JSON.stringify(metric);

async function rangeOf(prometheusUrl, expr, start, end) {
  const params = new URLSearchParams({ query: interpolated(expr, '30s'), start: String(start), end: String(end), step: String(STEP_S) });
  const answer = await (await fetch(`${prometheusUrl}/api/v1/query_range?${params}`)).json();
  if (answer.status !== 'success') throw new Error(`${expr}: ${answer.error}`);
  return answer.data.result;
}

/** One panel: its title, its series as lines over the time range, the top value and the legends. */
function panelSvg(panel, series, box, range) {
  const points = series.flatMap((s) => s.values.map(([, v]) => Number(v)).filter(Number.isFinite));
  const top = Math.max(...points, 0) || 1;
  const plot = { x: box.x + 50, y: box.y + 30, w: W - 70, h: H - 110 };
  const x = (t) => plot.x + ((t - range.start) / (range.end - range.start)) * plot.w;
  const y = (v) => plot.y + plot.h - (v / top) * plot.h;
  const lines = series.slice(0, COLOURS.length).map((s, i) => {
    const path = s.values.filter(([, v]) => Number.isFinite(Number(v))).map(([t, v]) => `${x(t).toFixed(1)},${y(Number(v)).toFixed(1)}`).join(' ');
    return `<polyline fill="none" stroke="${COLOURS[i]}" stroke-width="1.5" points="${path}"/>`;
  });
  const legends = series.slice(0, COLOURS.length).map((s, i) => `<text x="${box.x + 10 + (i % 2) * 230}" y="${box.y + H - 60 + Math.floor(i / 2) * 15}" font-size="11" fill="${COLOURS[i]}">■ ${escape(s.legend).slice(0, 34)}</text>`);
  return [
    `<rect x="${box.x}" y="${box.y}" width="${W - 10}" height="${H - 10}" fill="#fff" stroke="#ccc"/>`,
    `<text x="${box.x + 10}" y="${box.y + 18}" font-size="13" font-weight="bold">${escape(panel.title)}</text>`,
    `<line x1="${plot.x}" y1="${plot.y + plot.h}" x2="${plot.x + plot.w}" y2="${plot.y + plot.h}" stroke="#999"/>`,
    `<text x="${box.x + 8}" y="${plot.y + 8}" font-size="10" fill="#666">${escape(`${Number(top.toPrecision(3))} ${UNITS[panel.unit] ?? panel.unit ?? ''}`)}</text>`,
    `<text x="${box.x + 8}" y="${plot.y + plot.h}" font-size="10" fill="#666">0</text>`,
    series.length === 0 ? `<text x="${plot.x + 10}" y="${plot.y + 40}" font-size="12" fill="#999">no data</text>` : '',
    ...lines,
    ...legends,
  ].join('\n');
}

async function render() {
  const stack = await startDashboardStack();
  try {
    const start = Math.floor(Date.now() / 1000);
    const session = {};
    for (const until = Date.now() + TRAFFIC_MS; Date.now() < until; await pause(2_000)) await sendTraffic(stack.replica.url, session);
    await pause(3_000); // the last scrape
    const range = { start, end: Math.floor(Date.now() / 1000) };
    const parts = [];
    for (const [i, panel] of dashboardPanels().entries()) {
      const series = [];
      for (const target of panel.targets) for (const s of await rangeOf(stack.prometheus.url, target.expr, range.start, range.end)) series.push({ ...s, legend: legendOf(target.legend, s.metric) });
      parts.push(panelSvg(panel, series, { x: (i % COLUMNS) * W + 10, y: Math.floor(i / COLUMNS) * H + 60 }, range));
    }
    const rows = Math.ceil(parts.length / COLUMNS);
    const width = COLUMNS * W + 20;
    const height = rows * H + 70;
    const title = `NOT Grafana: the PromQL of deploy/grafana/dashboards/sencare-api.json, answered by Prometheus scraping one API replica under ~${TRAFFIC_MS / 1000} s of test traffic, drawn by scripts/topology/dashboard-render.mjs`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif"><rect width="100%" height="100%" fill="#f4f5f5"/><text x="10" y="30" font-size="14">${escape(title)}</text>\n${parts.join('\n')}\n</svg>\n`;
    const svgFile = path.join(stack.dir, 'dashboard-queries.svg');
    fs.writeFileSync(svgFile, svg);
    const png = path.join(REPO_ROOT, 'docs', 'images', 'dashboard-queries.png');
    const shot = spawnSync('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--window-size=${width},${height}`, `--screenshot=${png}`, `file://${svgFile}`], { encoding: 'utf8' });
    if (shot.status !== 0) throw new Error(`chromium: ${shot.stderr}`);
    console.log(`${path.relative(REPO_ROOT, png)}: ${parts.length} panels, ${range.end - range.start} s`);
  } finally {
    await stack.stop();
  }
}

await render();
