/**
 * Runtime configuration: one build of the console serves any deployment (docs/deployment.md#runtime-configuration,
 * docs/decisions/0059-runtime-configuration.md). Two sources, read before the first render of either document:
 * - the start-up data a server page may define (`window.__IOT_CONSOLE__`, lib/startup.ts): the spec's fields plus the
 *   fields below and `basePath`;
 * - `config.json` next to the console's documents (`<basePath>config.json`), for static hosting; missing is fine.
 * Per field the start-up data wins, then config.json, then the default. The base path comes from the document's
 * <base href>, which src/boot/first-paint.js sets from the start-up data before anything loads.
 */
export interface RuntimeConfig {
  /** The path the console is served under, with slashes at both ends: '/' or '/console/'. */
  basePath: string;
  /** Prefix of every /api/v2 path: '' (the console's origin), 'https://api.example.org' or a path such as '/backend'. */
  apiBaseUrl: string;
  /** Where the backend's images live (factor icons, device pictures); /assets/ on the API's server by default. */
  assetsUrl: string;
  /** Where the console's own static files live (`static/` of the build): the default factor icon. */
  staticUrl: string;
  /** The external dashboard /monitor embeds. */
  monitorBoardUrl: string;
  /** The API reference linked from the top bar. */
  apiDocsUrl: string;
  /** The product's site linked from the top bar. */
  officialSiteUrl: string;
}

export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'basePath'>>;

const RUNTIME_CONFIG_KEYS = [
  'apiBaseUrl',
  'assetsUrl',
  'staticUrl',
  'monitorBoardUrl',
  'apiDocsUrl',
  'officialSiteUrl',
] as const satisfies readonly (keyof RuntimeConfigInput)[];

export const CONFIG_FILE = 'config.json';
const OFFICIAL_SITE = 'https://iot.example.org';

/** config.json is there but unusable: the message (and `reason`, `field` for the page that says so) names the field. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
  constructor(
    message: string,
    readonly reason: 'not-json' | 'not-object' | 'bad-field',
    readonly field?: string,
  ) {
    super(message);
  }
}

/** An absolute http(s) URL, or a path from the host's root ('/assets/'); '' only for apiBaseUrl. */
function isUrlOrRootPath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const slashEnd = (url: string) => (url.endsWith('/') ? url : `${url}/`);
const noSlashEnd = (url: string) => url.replace(/\/+$/, '');

/**
 * The fields of `raw` that are usable. `strict` (config.json, the deployer's file): anything else is an error naming the
 * field; otherwise (the start-up data) a field of the wrong type or form is ignored.
 */
export function checkConfigInput(
  raw: unknown,
  source: string,
  strict: boolean,
): RuntimeConfigInput {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    if (strict) throw new RuntimeConfigError(`${source}: expected a JSON object`, 'not-object');
    return {};
  }
  const input: RuntimeConfigInput = {};
  for (const key of RUNTIME_CONFIG_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined || value === null) continue;
    const usable =
      typeof value === 'string' &&
      ((key === 'apiBaseUrl' && value.trim() === '') || isUrlOrRootPath(value.trim()));
    if (usable) input[key] = value.trim();
    else if (strict)
      throw new RuntimeConfigError(
        `${source}: "${key}" must be an absolute http(s) URL or a path starting with /${key === 'apiBaseUrl' ? ' (or "" for the same origin)' : ''}`,
        'bad-field',
        key,
      );
  }
  return input;
}

/** The base path of this document: its <base href> (set by the boot script), else '/' — also for one on another host. */
export function basePathOfDocument(doc: Document = document): string {
  const href = doc.querySelector('base[href]')?.getAttribute('href');
  if (!href) return '/';
  const url = new URL(href, doc.location.href);
  return url.origin === doc.location.origin ? slashEnd(url.pathname) : '/';
}

/** Every field, by precedence: start-up data, config.json, what an earlier start-up stored (assetsUrl), default. */
export function resolveRuntimeConfig(layers: {
  basePath: string;
  startup?: RuntimeConfigInput;
  file?: RuntimeConfigInput;
  storedAssetsUrl?: string | null;
}): RuntimeConfig {
  const pick = (key: keyof RuntimeConfigInput) => layers.startup?.[key] ?? layers.file?.[key];
  const apiBaseUrl = noSlashEnd(pick('apiBaseUrl') ?? '');
  const stored =
    layers.storedAssetsUrl && isUrlOrRootPath(layers.storedAssetsUrl)
      ? layers.storedAssetsUrl
      : undefined;
  return {
    basePath: slashEnd(layers.basePath),
    apiBaseUrl,
    // the backend's addresses follow the API: on its server unless said otherwise
    assetsUrl: slashEnd(pick('assetsUrl') ?? stored ?? `${apiBaseUrl}/assets/`),
    staticUrl: slashEnd(pick('staticUrl') ?? `${slashEnd(layers.basePath)}static/`),
    monitorBoardUrl: pick('monitorBoardUrl') ?? `${apiBaseUrl}/monitor-board/`,
    apiDocsUrl: pick('apiDocsUrl') ?? `${apiBaseUrl}/api/docs`,
    officialSiteUrl: pick('officialSiteUrl') ?? OFFICIAL_SITE,
  };
}

/**
 * Reads config.json: `{}` when there is none (404, or a server answering every path with the console's page), the
 * checked fields otherwise; RuntimeConfigError when it is there but not valid JSON or a field is wrong. This is not an
 * API call (the one request function is for those): a static file of the console's own deployment.
 */
export async function fetchConfigFile(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<RuntimeConfigInput> {
  let res: Response;
  try {
    res = await fetchImpl(url, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    console.warn(`${CONFIG_FILE} could not be read; using the defaults`, e);
    return {};
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 404 || (res.ok && !type.includes('json'))) return {};
  if (!res.ok) {
    console.warn(`${CONFIG_FILE}: HTTP ${res.status}; using the defaults`);
    return {};
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await res.text());
  } catch {
    throw new RuntimeConfigError(`${CONFIG_FILE}: not valid JSON`, 'not-json');
  }
  return checkConfigInput(raw, CONFIG_FILE, true);
}

let current: RuntimeConfig = resolveRuntimeConfig({ basePath: '/' });

/** The configuration in force (the defaults until `setRuntimeConfig`). */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** A console path ('/login/') as a URL path of this deployment ('/console/login/'). */
export function withBasePath(href: string): string {
  return `${current.basePath}${href.replace(/^\/+/, '')}`;
}

/** A URL path of this deployment without the base path ('/console/org/a/' → '/org/a/'). */
export function withoutBasePath(pathname: string): string {
  const base = current.basePath;
  if (base === '/' || !pathname.startsWith(base)) return pathname;
  return `/${pathname.slice(base.length)}`;
}

/** A path of the API's server ('/api/v2/download-files/…') as a URL; an absolute URL stays as it is. */
export function apiUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${current.apiBaseUrl}${path}` : path;
}

/**
 * An image of the backend (the document: "absolute or /assets/-relative"): an absolute URL as it is, `/assets/…` and a
 * relative path under assetsUrl, another path on the API's server; null when there is none.
 */
export function assetUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//')) return value;
  if (value.startsWith('/assets/')) return `${current.assetsUrl}${value.slice('/assets/'.length)}`;
  if (value.startsWith('/')) return apiUrl(value);
  return `${current.assetsUrl}${value}`;
}

/** One of the console's own static files (public/static/ of apps/web), e.g. 'icons/factor.svg'. */
export function staticFileUrl(file: string): string {
  return `${current.staticUrl}${file}`;
}
