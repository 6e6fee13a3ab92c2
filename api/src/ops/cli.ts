import { ConfigError } from '../config';
import { Refusal } from './manifest';

/** Sizes in an operator's units; no names, no contents. */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * Runs a command's main as the other CLIs do (src/storage/rotate-cli.ts): one line on failure,
 * never a stack. Exit codes: 2 the target refuses (not empty, another schema, plaintext files),
 * 3 the backup is damaged or unknown, 78 the configuration, 1 anything else (pg_dump failed…).
 */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(error instanceof Refusal ? error.exitCode : error instanceof ConfigError ? 78 : 1);
  });
}
