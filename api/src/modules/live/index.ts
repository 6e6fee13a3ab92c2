/**
 * The live module's public surface: the notices other modules send after their commits (claims,
 * messages, cashless, GOPs), and the buses the app starts (one process, or Redis for replicas).
 */
export type { LiveBus } from './bus';
export { MemoryLiveBus } from './memoryBus';
export { LiveNotices } from './notices';
export { RedisLiveBus, startRedisLiveBus } from './redisBus';
