import type { loadRemote as LoadRemote, preloadRemote as PreloadRemote, registerRemotes as RegisterRemotes } from './hostRuntime';

/**
 * The federation runtime and everything the shell hands remotes (hostRuntime.ts) load with the
 * first remote the page actually loads, not when the catalog learns the remotes: a home that
 * mounts no remote never downloads it (docs/architecture.md, "A first visit costs what it shows").
 * Registrations made before then are kept and handed over first, in order.
 */
type Remotes = Parameters<typeof RegisterRemotes>[0];

const pending: Remotes = [];
let runtime: Promise<typeof import('./hostRuntime')> | null = null;

function loaded(): Promise<typeof import('./hostRuntime')> {
  runtime ??= import(/* webpackChunkName: "federation" */ './hostRuntime').then((module) => {
    if (pending.length) module.registerRemotes(pending.splice(0));
    return module;
  });
  return runtime;
}

/** Registers remotes now if the runtime is here, else when it comes. */
export function registerRemotes(remotes: Remotes): void {
  if (runtime) void runtime.then((module) => module.registerRemotes(remotes));
  else pending.push(...remotes);
}

export async function loadRemote<T>(...args: Parameters<typeof LoadRemote>): Promise<T | null> {
  return (await loaded()).loadRemote<T>(...args);
}

export async function preloadRemote(...args: Parameters<typeof PreloadRemote>): Promise<void> {
  return (await loaded()).preloadRemote(...args);
}
