/** Build-time settings (Vite env). Every one has a default that works with the mock server on the same origin. */
export const env = {
  /** Origin of the /api/v2 server; '' means the console's own origin (the mock in the demo, or the dev proxy). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  /** The product's official site, linked from the top bar. */
  officialSiteUrl:
    (import.meta.env.VITE_OFFICIAL_SITE_URL as string | undefined) ?? 'https://iot.example.org',
  /** The API reference, linked from the top bar (served by the API server). */
  apiDocsUrl: (import.meta.env.VITE_API_DOCS_URL as string | undefined) ?? '/api/docs',
  /** The external dashboard embedded by /monitor (the mock's monitoring board in the demo). */
  monitorBoardUrl:
    (import.meta.env.VITE_MONITOR_BOARD_URL as string | undefined) ?? '/monitor-board/',
  /** Default asset path (spec §9) when the start-up data gives none. */
  defaultAssetsUrl: '/assets/',
  /** Request timeout (spec §9). */
  requestTimeoutMs: 10_000,
} as const;
