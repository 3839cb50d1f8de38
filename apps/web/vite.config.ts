import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Connect, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { addControlToken, controlTokenOf } from './control-proxy';

/**
 * `pnpm dev` serves the console with hot reload and proxies the API (and the mock's monitoring board and static assets) to
 * the mock server (root `pnpm mock`, default port 3000) or to VITE_API_PROXY_TARGET (e.g. a real backend). To call an API
 * on another origin instead, put a config.json in apps/web/public (docs/deployment.md#runtime-configuration): a file of
 * yours only — the dev server says loudly that it is in force, and no build carries it.
 */
/**
 * The documents (index.html, <page>/index.html: the login page): each gets the first-paint script (src/boot/first-paint.js:
 * stored theme and language before the first paint) inlined in its <head>, from that one file; and a page with a
 * document of its own is served at /<page> without the slash too, as the mock server does (Vite serves it at /<page>/ only).
 */
const BASE_ELEMENT = '<base href="/" />';

function pageDocuments(): Plugin {
  // the comments stay in the source file, not in every document
  const bootScript = readFileSync(
    fileURLToPath(new URL('./src/boot/first-paint.js', import.meta.url)),
    'utf8',
  )
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*\n/g, '\n')
    .trim();
  const rewrite =
    (root: string): Connect.NextHandleFunction =>
    (req, _res, next) => {
      const [path = '', query] = (req.url ?? '').split('?');
      const page = /^\/([\w-]+)$/.exec(path)?.[1];
      if (page && existsSync(`${root}/${page}/index.html`))
        req.url = `/${page}/${query ? `?${query}` : ''}`;
      next();
    };
  return {
    name: 'page-documents',
    // right after <base href> (near the top: <meta charset> must stay in the first 1024 bytes), before any file of the
    // document is named
    transformIndexHtml: (html) => {
      if (!html.includes(BASE_ELEMENT)) throw new Error(`every document needs ${BASE_ELEMENT}`);
      return html.replace(BASE_ELEMENT, `${BASE_ELEMENT}\n    <script>${bootScript}</script>`);
    },
    configureServer: (server) => void server.middlewares.use(rewrite(server.config.root)),
    configurePreviewServer: (server) =>
      void server.middlewares.use(rewrite(resolve(server.config.root, server.config.build.outDir))),
  };
}

/**
 * What both documents need before their first render but would ask for only once their scripts run: config.json
 * (src/lib/runtime-config.ts reads it before any API call) and the first pages' texts (the `first-texts` chunk below).
 * Named in the documents, they load beside the scripts instead of one round trip after them.
 */
function firstLoadPreloads(): Plugin {
  return {
    name: 'first-load-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const texts = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.name === 'first-texts',
        );
        if (!texts) throw new Error('the build has no first-texts chunk');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: 'config.json', as: 'fetch', crossorigin: true },
          },
          { tag: 'link', attrs: { rel: 'modulepreload', href: texts.fileName, crossorigin: true } },
        ].map((tag) => ({ ...tag, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * apps/web/public/config.json (gitignored) is the developer's own runtime configuration: the dev server announces it in
 * the terminal (it sends every API call elsewhere than the proxy), answers `{}` without one (the console's defaults; a
 * 404 would be an error in the browser's console on every page load), and a build never carries it (the deployer's
 * config.json is theirs; the build holds no address).
 */
function developerConfigFile(): Plugin {
  const file = fileURLToPath(new URL('./public/config.json', import.meta.url));
  return {
    name: 'developer-config-file',
    configureServer: (server) => {
      if (existsSync(file))
        server.config.logger.warn(
          `\n  apps/web/public/config.json is in force — the console calls what it names, not the proxy:\n  ${readFileSync(file, 'utf8').trim()}\n`,
        );
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/config.json' || existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end('{}');
      });
    },
    writeBundle: (options) =>
      rmSync(resolve(options.dir ?? 'dist', 'config.json'), { force: true }),
  };
}

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532, #14102: dev warnings on,
 * their code shipped); a production build of the console takes the package's own production build instead.
 */
function reactRouterProduction() {
  const pkg = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: resolve(pkg, 'dist/production/index.mjs') }];
}

/**
 * dist/.vite/modules.json: the chunk each source module of apps/web ended in (its path as in the manifest), for the
 * bundle budgets (tests/budget/check-bundle.mjs): Vite's manifest names a module only when it is a chunk of its own,
 * not when a group below took it into a shared chunk.
 */
function moduleChunks(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds)
            if (id.startsWith(root) && !id.includes('node_modules'))
              chunks[relative(root, id)] = chunk.fileName;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}

/** `@/…` is `src/…` (tsconfig.json's paths say the same to TypeScript): imports never climb `../../`. */
export const srcAlias = {
  find: /^@\//,
  replacement: fileURLToPath(new URL('./src/', import.meta.url)),
};

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  // the mock of root `pnpm dev` listens on PORT, else MOCK_PORT (apps/mock-server/src/config.ts)
  const target =
    env.VITE_API_PROXY_TARGET || `http://127.0.0.1:${env.MOCK_PORT || env.PORT || '3000'}`;
  // the local mock's control token, added to the console's own control-plane and sandbox calls (control-proxy.ts);
  // never sent to a backend of VITE_API_PROXY_TARGET
  const withToken = env.VITE_API_PROXY_TARGET ? null : addControlToken(controlTokenOf(env));
  const proxy = Object.fromEntries(
    ['/api', '/monitor-board', '/assets', '/__mock__'].map((prefix): [string, ProxyOptions] => [
      prefix,
      {
        target,
        changeOrigin: true,
        configure: withToken ? (server) => void server.on('proxyReq', withToken) : undefined,
      },
    ]),
  );
  return {
    plugins: [
      react(),
      tailwindcss(),
      pageDocuments(),
      developerConfigFile(),
      moduleChunks(),
      firstLoadPreloads(),
      // <file>.br and <file>.gz beside each file of the build, for servers that send them as they are (the mock
      // server, nginx's gzip_static; docs/deployment.md). Not the documents: servers rewrite those as they send them.
      compression({
        include: /\.(js|css|svg|json)$/,
        exclude: /\.vite[\\/]/,
        algorithms: ['brotliCompress', 'gzip'],
      }),
    ],
    resolve: { alias: [srcAlias, ...(command === 'build' ? reactRouterProduction() : [])] },
    // One build for any base path (docs/deployment.md): the documents name their files relative to their
    // <base href> — '/' as built; a server rewrites it (deploy/nginx), or a server page's start-up data sets it
    // (src/boot/first-paint.js) — and the bundles name each other relative to themselves. Built files live under static/ so that /assets/ stays the
    // server's asset path (docs/product.md#constants). Two documents: the console (index.html) and the small login page
    // (login/index.html, served for /login and /login/; see src/lib/login-document.ts).
    base: './',
    experimental: {
      renderBuiltUrl: (filename, { hostType }) =>
        hostType === 'html' ? filename : { relative: true },
    },
    build: {
      assetsDir: 'static',
      // every browser the console supports preloads modules itself (the polyfill would be one more file to load)
      modulePreload: { polyfill: false },
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        input: {
          main: fileURLToPath(new URL('index.html', import.meta.url)),
          login: fileURLToPath(new URL('login/index.html', import.meta.url)),
        },
        output: {
          // What both documents load first, as one chunk rather than a dozen small ones (each small file compresses
          // worse on its own): react, i18next, the class-name helpers and the kit's basic inputs.
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                priority: 2,
                test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons)|packages[\\/]api-client[\\/]src[\\/](errors|config)\.ts$|packages[\\/]ui[\\/]src[\\/](lib[\\/]utils|components[\\/](button|input|label|card|spinner))\.tsx?$|apps[\\/]web[\\/]src[\\/](lib[\\/](session|i18n|theme|api|startup|login-document|runtime-config|error-message)|config[\\/]\w+|components[\\/]layouts[\\/]logo|boot[\\/]start-document)\.tsx?$/,
              },
              {
                // the data layer: every signed-in page, and the login call (loaded once the login form is used)
                name: 'data',
                priority: 1,
                test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|packages[\\/]api-client[\\/]src[\\/](client|mutator|generated[\\/]hooks[\\/]account)\.ts$/,
              },
              {
                // the texts of /login and the projects page (the first pages) in one file rather than one per
                // namespace and language (zh loads en too: the fallback)
                name: 'first-texts',
                priority: 1,
                test: /src[\\/]locales[\\/](zh|en)[\\/](common|layout|auth|organizations|projects)\.json$/,
              },
              {
                // the console's frame, which every signed-in page loads, with the routes around an organization's
                // pages, the search box and empty state of its lists, its projects page, where sign-in lands (else a
                // small file each, fetched only once the router reaches it), and what the member may change there
                name: 'console',
                priority: 0,
                test: /apps[\\/]web[\\/]src[\\/](components[\\/](errors|layouts)[\\/][\w-]+|lib[\\/](react-query|prefetch|permissions)|features[\\/]organizations[\\/](hooks[\\/][\w-]+|api[\\/]permissions)|app[\\/]routes[\\/](root|data-root|app-layout|org[\\/](root|layout|projects))|components[\\/]search-box)\.tsx?$|packages[\\/]ui[\\/]src[\\/]components[\\/](empty-state|disabled-reason)\.tsx$/,
              },
            ],
          },
        },
      },
    },
    server: { port: Number(env.WEB_PORT || 5173), strictPort: true, proxy },
    preview: { port: Number(env.WEB_PORT || 4173), strictPort: true, proxy },
  };
});
