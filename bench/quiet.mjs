// Whether a timed section ran on a machine that was doing nothing else (bench/README.md, "Noise").
// On 2 cores the bench's own browser, gateway and load generator keep the 1-minute load average
// near or above the core count, so the load average after a section measures the bench itself.
// Two figures tell the neighbours apart: the load average when the section starts (after waiting
// for the previous section's load to fade), and the CPU time that processes outside the bench's
// own process tree used while it ran, read from /proc.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';

/** Share of the machine's CPU that others may use during a section before it is not measurable. */
export const OTHERS_LIMIT = 0.1;
/**
 * Services the bench drives (the API section's databases), counted as the bench's own: their
 * CPU is the work the bench asked of them.
 */
const DRIVEN_SERVICES = new Set(['postgres', 'redis-server']);

/** Jiffies the whole machine has counted, busy or idle (/proc/stat's first line): the whole the share is of. */
function machineJiffies(procStat) {
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = procStat.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + idle + iowait + irq + softirq + steal;
}

/** pid, ppid, name, start (jiffies after boot) and the CPU jiffies the process itself used. */
export function parseProcStat(line) {
  const close = line.lastIndexOf(')');
  const name = line.slice(line.indexOf('(') + 1, close);
  const rest = line.slice(close + 2).split(' ');
  // Fields after the name, from 3 (state): ppid is 4, utime 14, stime 15, starttime 22.
  const at = (field) => Number(rest[field - 3]);
  return { pid: Number(line.slice(0, line.indexOf(' '))), ppid: at(4), name, start: at(22), jiffies: at(14) + at(15) };
}

function processes() {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      out.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, 'utf8')));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return out;
}

/** `rootPid` and its descendants in `list`, and the services the bench drives. */
export function ownPids(list, rootPid) {
  const children = new Map();
  for (const p of list) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(p.pid);
  }
  const own = new Set(list.filter((p) => DRIVEN_SERVICES.has(p.name)).map((p) => p.pid));
  const stack = list.some((p) => p.pid === rootPid) ? [rootPid] : [];
  while (stack.length) {
    const pid = stack.pop();
    own.add(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return own;
}

/**
 * Counts, sample by sample, the CPU that processes outside the bench used since `startTicks`:
 * a process alive at the start counts from its jiffies then, one born later from zero. A pid ever
 * seen in the bench's tree stays the bench's: Chromium's processes are killed together when a
 * browser closes, so a renderer can outlive its parent for a moment and be reparented to init,
 * and its CPU must not turn into a neighbour's. A process that lives less than one sampling
 * interval outside the tree is missed.
 */
export class NeighbourMeter {
  constructor(rootPid, startTicks, list) {
    this.rootPid = rootPid;
    this.startTicks = startTicks;
    this.ours = ownPids(list, rootPid);
    this.baseline = new Map(list.map((p) => [p.pid, p.jiffies]));
    this.used = new Map();
  }

  sample(list) {
    for (const pid of ownPids(list, this.rootPid)) this.ours.add(pid);
    for (const p of list) {
      if (this.ours.has(p.pid)) continue;
      const from = p.start >= this.startTicks ? 0 : (this.baseline.get(p.pid) ?? p.jiffies);
      this.used.set(p.pid, Math.max(this.used.get(p.pid) ?? 0, p.jiffies - from));
    }
  }

  /** Jiffies others used so far. */
  total() {
    let sum = 0;
    for (const [pid, jiffies] of this.used) if (!this.ours.has(pid)) sum += jiffies;
    return sum;
  }
}

// USER_HZ: /proc's jiffies are hundredths of a second on Linux.
const CLOCK_TICKS = 100;
const bootTicks = () => Math.floor(Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * CLOCK_TICKS);

/** Watches the CPU from now on; `share()` is what others used of the machine's CPU so far. */
export function watchNeighbours({ rootPid = process.pid, everyMs = 1000 } = {}) {
  const meter = new NeighbourMeter(rootPid, bootTicks(), processes());
  const machineAtStart = machineJiffies(readFileSync('/proc/stat', 'utf8'));
  const timer = setInterval(() => meter.sample(processes()), everyMs);
  timer.unref();
  return {
    share() {
      meter.sample(processes());
      const total = machineJiffies(readFileSync('/proc/stat', 'utf8')) - machineAtStart;
      return total > 0 ? Math.min(1, meter.total() / total) : 0;
    },
    stop: () => clearInterval(timer),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (at most `maxWaitMs`) for the 1-minute load average to fall to half the core count, so a
 * section does not start in the previous one's wake, then watches the section. `end()` gives
 * { loadAtStart, loadAtEnd, othersShare, waitedSeconds }.
 */
export async function watchSection({ log, maxWaitMs = 240_000, rootPid = process.pid } = {}) {
  const cores = cpus().length;
  const started = Date.now();
  if (loadavg()[0] > cores / 2) log?.(`waiting up to ${maxWaitMs / 1000} s for the load average (${loadavg()[0].toFixed(2)}) to fall to ${cores / 2}`);
  while (loadavg()[0] > cores / 2 && Date.now() - started < maxWaitMs) await sleep(5_000);
  const waitedSeconds = Math.round((Date.now() - started) / 1000);
  if (waitedSeconds) log?.(`waited ${waitedSeconds} s: load ${loadavg()[0].toFixed(2)}`);
  const loadAtStart = loadavg()[0];
  const neighbours = watchNeighbours({ rootPid });
  return {
    end() {
      const share = neighbours.share();
      neighbours.stop();
      return { cores, loadAtStart, loadAtEnd: loadavg()[0], othersShare: share, waitedSeconds };
    },
  };
}
