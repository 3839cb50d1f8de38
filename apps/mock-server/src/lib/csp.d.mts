export interface CspOrigins {
  /** Where the console may call the API besides its own origin (MOCK_CSP_API_ORIGINS). */
  api: string[];
  /** Where images and factor icons may come from besides its own origin (MOCK_CSP_ASSETS_ORIGINS). */
  assets: string[];
  /** What the /monitor screen may embed besides the own origin's board (MOCK_CSP_MONITOR_ORIGINS). */
  monitor: string[];
  /** Who may frame the monitoring board besides the own origin (MOCK_FRAME_ANCESTORS). */
  frameAncestors: string[];
}

/** For answers that are not documents (JSON, CSV, files): nothing may run, nothing may frame them. */
export const API_CSP: string;

/** The sha256 sources of a document's inline scripts (those without src). */
export function inlineScriptHashes(html: string): string[];

/** The policy of a document: its own origin plus `origins`, its inline scripts by hash. */
export function documentCsp(
  html: string,
  origins: CspOrigins,
  opts: { frameable: boolean },
): string;
