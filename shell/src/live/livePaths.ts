import type { live, liveStream } from '@sencare/shared/contracts/live';

/**
 * The live routes' paths, held to their declarations (@sencare/shared/contracts live.ts) by type
 * alone: the live code is in the shell's first chunk, which loads no zod.
 */
export const LIVE_STREAM_PATH = '/live' satisfies (typeof liveStream)['path'];
export const LIVE_SNAPSHOT_PATH = '/live/snapshot' satisfies (typeof live)['snapshot']['path'];
