/**
 * Constants of the console. Addresses that differ between deployments (API, assets, monitor board, API docs, official
 * site, base path) are not here but in the runtime configuration (lib/runtime-config.ts): one build serves them all.
 */
export const env = {
  /** A call gives up after 10 s rather than leave a page loading for good. */
  requestTimeoutMs: 10_000,
} as const;
