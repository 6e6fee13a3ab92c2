/** Business constants of docs/requirements.md §9, in one place for the UI and the API. */
export const LIMITS = {
  maxClaimsInProgress: 10,
  maxImagesPerClaim: 60,
  maxFilesPerPick: 5,
  maxImageBytes: 10 * 1024 * 1024,
  maxDocumentBytes: 20 * 1024 * 1024,
  maxClaimBytes: 300 * 1024 * 1024,
  passwordMin: 5,
  passwordMax: 20,
  pinLength: 6,
  textMaxLength: 140,
  networkTimeoutMs: 60_000,
  /** Long enough to read a sentence (1.5 s cut messages off mid-read). */
  toastMs: 4000,
  loadingDelayMs: 200,
  swiperIntervalMs: 5000,
  swiperDurationMs: 500,
  refresherThreshold: 45,
  scrollDebounceMs: 200,
  pickerYearRange: 150,
  verificationCodeLength: 6,
} as const;

/** Providers per page of GET /api/providers (no zod here: the home map widget imports it, see ./cashless.ts). */
export const PROVIDER_PAGE_SIZE = 20;
