/**
 * The kernel's own waits, so no kernel file imports the domain's LIMITS (shared/src/rules/limits.ts,
 * bundled per app and changed by teams without a kernel release). The values are docs/requirements.md §9's;
 * rules/limits.test.ts checks that LIMITS still says the same for the apps that read them there.
 */
export const KERNEL_TIMING = {
  /** Every API call gives up after this long (the HTTP client's default timeout). */
  networkTimeoutMs: 60_000,
  /** The loading indicator (the client's and LoadingView) shows only after this long. */
  loadingDelayMs: 200,
  /** A toast stays long enough to read a sentence (errors twice as long). */
  toastMs: 4000,
} as const;
