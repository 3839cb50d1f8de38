/**
 * build(opts): the Fastify instance of the mock server, for server.ts and for tests (`inject`).
 * Plugins are autoloaded in the order external (jwt, rate-limit, static) → app (db, auth, openapi, errors, …) →
 * routes (one plugin per OpenAPI tag, routes/api/v2/<tag>/index.ts, plus the simulation's) → control (/__mock__).
 * The instance is returned before ready() so tests may add hooks; inject() and listen() make it ready.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import autoload from '@fastify/autoload';
import { loadConfig, type MockConfig } from './config.js';
import type { Clock } from '#src/lib/clock.js';
import { OneLinePerRequest, requestLogger } from '#src/lib/request-log.js';
import { resolveSecrets, type ServerConfig } from './secrets.js';
import {
  BODY_LIMIT,
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
} from './plugins/app/errors.js';

// Run from src/ (tsx, vitest: autoload recognizes both) the plugin files are .ts; the built server (dist/) has .js files.
const typescript = import.meta.url.endsWith('.ts');
/** A route plugin: an index file (its siblings are helpers, or browser files such as board.js). */
const ROUTE_PLUGIN = typescript ? /(?:^|[/\\])index\.ts$/ : /(?:^|[/\\])index\.js$/;

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

export interface BuildOptions {
  /** Overrides of the environment's settings (tests: { dbPath: ':memory:' }). */
  config?: Partial<MockConfig>;
  logger?: FastifyServerOptions['logger'];
  /** The server's clock, every world's today (tests: manualClock); app.clock is the current world's. */
  clock?: Clock;
}

const here = fileURLToPath(new URL('.', import.meta.url));

export async function build(opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Throws ConfigError (before anything starts) when a setting or secret cannot work.
  const config = resolveSecrets(loadConfig(opts.config));
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT,
    // TRUST_PROXY: a number of hops becomes "trust the n nearest proxies"
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // maxParamLength: a long path value reaches validation (400 in the envelope); a longer one, and what the router or
    // Node's parser refuse before any route, get the envelope too.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    ajv: { customOptions: { strict: false } },
    // Seeding MOCK_SCALE=large (10,000 devices) on a busy machine takes longer than avvio's default 10 s.
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  const ignorePattern = /(?:\.test|\.spec|\.d)\.ts$/;
  await app.register(autoload, { dir: join(here, 'plugins/external'), ignorePattern });
  await app.register(autoload, {
    dir: join(here, 'plugins/app'),
    ignorePattern,
    options: { clock: opts.clock },
  });
  await app.register(autoload, {
    dir: join(here, 'routes'),
    ignorePattern,
    dirNameRoutePrefix: false,
    matchFilter: (path: string) => ROUTE_PLUGIN.test(path),
  });
  // The simulation's /__mock__ control plane (src/control/): on in development, in production only with MOCK_CONTROL=1.
  const control = join(here, 'control');
  if (config.control && existsSync(control)) {
    await app.register(autoload, {
      dir: control,
      ignorePattern,
      dirNameRoutePrefix: false,
      matchFilter: (path: string) => ROUTE_PLUGIN.test(path),
    });
  }
  return app;
}
