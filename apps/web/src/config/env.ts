/**
 * Constants of the console. Addresses that differ between deployments (API, assets, monitor board, API docs, official
 * site, base path) are not here but in the runtime configuration (lib/runtime-config.ts): one build serves them all.
 */
export const env = {
  /** Request timeout (docs/product.md#constants). */
  requestTimeoutMs: 10_000,
} as const;
