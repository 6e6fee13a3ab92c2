// bench/quiet.mjs tells the bench's own CPU from its neighbours', on the real /proc.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { test } from 'node:test';
import { NeighbourMeter, parseProcStat, watchNeighbours } from './quiet.mjs';

test('a /proc stat line is read by field, whatever the process name holds', () => {
  const line = '4242 (Web Content (x)) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 50 7 3 20 0 1 0 12345 0 0';
  assert.deepEqual(parseProcStat(line), { pid: 4242, ppid: 17, name: 'Web Content (x)', start: 12345, jiffies: 300 });
});

test("the bench's tree, the databases it drives and a renderer orphaned as its browser closes are the bench's; other processes are neighbours", () => {
  const at = (pid, ppid, name, start, jiffies) => ({ pid, ppid, name, start, jiffies });
  const meter = new NeighbourMeter(10, 1000, [
    at(10, 1, 'node', 0, 100),
    at(11, 10, 'chromium', 900, 40),
    at(12, 11, 'chromium', 950, 5),
    at(20, 1, 'postgres', 0, 30),
    at(30, 1, 'gcc', 500, 900),
  ]);
  meter.sample([
    at(10, 1, 'node', 0, 300),
    // The browser is gone and its renderer, killed with it, now belongs to init.
    at(12, 1, 'chromium', 950, 80),
    at(20, 1, 'postgres', 0, 90),
    at(30, 1, 'gcc', 500, 960),
    // Started during the section: all of its CPU counts.
    at(40, 1, 'tsc', 1500, 25),
  ]);
  assert.equal(meter.total(), 60 + 25);
});

test('a process outside the bench burning a core is seen as a neighbour', async () => {
  const watch = watchNeighbours({ everyMs: 200 });
  // `sh` leaves the burner behind and exits: it is no longer this process's descendant.
  spawnSync('sh', ['-c', `timeout 2 ${process.execPath} -e "for(;;){}" >/dev/null 2>&1 &`]);
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const share = watch.share();
  watch.stop();
  // About one core's worth of the machine, less whatever the scheduler gave others.
  assert.ok(share * cpus().length >= 0.4, `others' share ${share} of ${cpus().length} cores`);
});
