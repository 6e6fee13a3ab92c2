import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
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

export default function sencareRuntimePlugins(): ModuleFederationRuntimePlugin {
  // One plugin object that composes both, because the build config takes a module per plugin.
  return {
    ...retry,
    name: 'sencare-remote-resilience',
    createScript: entryScriptTimeout.createScript,
  };
}
