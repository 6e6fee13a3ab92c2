import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { takeManifest } from './manifestHandover';
import { REMOTE_TIMEOUTS, timeoutSignal } from './timeouts';

/**
 * The runtime's manifest fetch has no timeout of its own. The retry plugin spreads
 * `fetch.options` into each fetch call, so a getter yields a fresh time-limited signal per
 * manifest request.
 */
const fetchOptions = {
  get signal(): AbortSignal {
    return timeoutSignal(REMOTE_TIMEOUTS.manifestFetchMs);
  },
  cache: 'no-cache' as RequestCache,
};

const retry = RetryPlugin({
  fetch: { retryTimes: REMOTE_TIMEOUTS.fetchRetries, options: fetchOptions },
  script: { retryTimes: REMOTE_TIMEOUTS.scriptRetries, retryDelay: REMOTE_TIMEOUTS.retryDelayMs },
}) as unknown as ModuleFederationRuntimePlugin;

/** The SDK waits 20 s for a remote entry script by default; we give up sooner. */
const entryScriptTimeout: ModuleFederationRuntimePlugin = {
  name: 'sencare-entry-timeout',
  createScript({ url }) {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    return { script, timeout: REMOTE_TIMEOUTS.entryScriptMs };
  },
};

type ManifestFetch = NonNullable<ModuleFederationRuntimePlugin['fetch']>;

/** A manifest the catalog already read comes from it (manifestHandover.ts); any other fetch retries. */
export function manifestFetch(retryFetch: ManifestFetch): ManifestFetch {
  return (url, init, ...rest) => {
    const kept = takeManifest(url);
    return kept ? Promise.resolve(kept) : retryFetch(url, init, ...rest);
  };
}

export default function sencareRuntimePlugins(): ModuleFederationRuntimePlugin {
  // One plugin object for all three: the runtime calls every plugin's fetch in turn, so a separate
  // hand-over plugin would not stop the retry plugin's network fetch.
  return {
    ...retry,
    name: 'sencare-remote-resilience',
    fetch: manifestFetch(retry.fetch as ManifestFetch),
    createScript: entryScriptTimeout.createScript,
  };
}
