/**
 * Tunables of the live stream, from the environment (api/README.md "Live updates").
 * - LIVE_HEARTBEAT_SECONDS (25): a comment line this often keeps an idle stream open through
 *   proxies; nginx's proxy_read_timeout and most load balancers drop a silent one after 60 s.
 * - LIVE_MAX_CONNECTIONS_PER_USER (5): the app holds one stream per tab; five covers a few tabs
 *   and devices, and a runaway client cannot pin a process's sockets for one account.
 */
export interface LiveSettings {
  heartbeatMs: number;
  maxConnectionsPerUser: number;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function liveSettings(env: NodeJS.ProcessEnv = process.env): LiveSettings {
  return {
    heartbeatMs: Math.round(positive(env.LIVE_HEARTBEAT_SECONDS, 25) * 1000),
    maxConnectionsPerUser: Math.floor(positive(env.LIVE_MAX_CONNECTIONS_PER_USER, 5)),
  };
}
