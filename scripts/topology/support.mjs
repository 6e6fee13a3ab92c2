// Small helpers shared by the topology's pieces (scripts/topology/topology.mjs).
/* global AbortSignal */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { clearTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nobody listens on right now (127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether GET `url` answers 2xx (the body is read, so the connection is freed). */
export async function answersOk(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Polls `check` until it is true. Fails after `ms`, or at once when `gone()` says the process
 * being waited for has ended, with `detail()` (its log) in the message.
 */
export async function waitFor(what, check, { ms = 60_000, gone = () => false, detail = () => '' } = {}) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (gone()) throw new Error(`${what}: the process ended\n${detail()}`);
    await pause(100);
  }
  throw new Error(`${what}: not ready within ${ms / 1000} s\n${detail()}`);
}

export function tail(file, chars = 2_000) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-chars) : '(no output)';
}

export const running = (child) => child.exitCode === null && child.signalCode === null;

/*
 * Every piece runs `detached` (a process group of its own): Ctrl-C in the terminal then reaches
 * the topology only, which stops the pieces in order. Otherwise each API replica would get the
 * terminal's SIGINT and then the topology's SIGTERM, and a second signal means "exit now".
 */

/**
 * Ends a child process: `signal`, then SIGKILL when it has not exited after `graceMs`. Resolves with
 * its exit code (null when a signal ended it).
 */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 30_000) {
  if (!running(child)) return child.exitCode;
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** A URL as it may be printed: without its password. */
export function shown(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
