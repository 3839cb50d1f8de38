/**
 * @fastify/static: images under /assets/ (device pictures, factor icons), and the built web app (apps/web/dist) when
 * it exists, with index.html for any other non-API GET so the console's client-side routes load on refresh. A page the
 * build gives a document of its own (dist/<page>/index.html: the login page) is served for /<page> and /<page>/.
 * The build's <file>.br and <file>.gz are sent in place of <file> to a browser that accepts them (`Vary:
 * Accept-Encoding`); its hashed files (static/<name>-<hash>.<ext>) are cached for good, everything else revalidated.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the web app's index.html for a non-API GET that matched no route; null without a built web app. */
    spaFallback: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null;
  }
}

/** A file of the build whose name holds the hash of its content (Vite: static/<name>-<8 characters>.<ext>). */
const HASHED = /[\\/]static[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/;
export const CACHE_HASHED = 'public, max-age=31536000, immutable';

export default fp(
  async function staticFiles(app: FastifyInstance) {
    const { assetsDir, webDist } = app.config;
    const hasWeb = existsSync(join(webDist, 'index.html'));
    // /assets/ holds the mock's images and, in the demo, the web app's bundles (vite's dist/assets).
    const roots = [assetsDir, join(webDist, 'assets')].filter((d) => existsSync(d));
    if (roots.length > 0) {
      await app.register(fastifyStatic, {
        root: roots,
        prefix: '/assets/',
        wildcard: true,
        preCompressed: true,
      });
    }
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        wildcard: false,
        decorateReply: roots.length === 0,
        allowedPath: (path: string) => !path.startsWith('/assets/'),
        index: ['index.html'],
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) =>
          reply.header('cache-control', HASHED.test(path) ? CACHE_HASHED : 'no-cache'),
      });
    }
    const pages = new Set(
      hasWeb
        ? readdirSync(webDist, { withFileTypes: true })
            .filter((d) => d.isDirectory() && existsSync(join(webDist, d.name, 'index.html')))
            .map((d) => d.name)
        : [],
    );
    const documentFor = (url: string): string => {
      const page = /^\/([\w-]+)\/?$/.exec(url.split('?')[0] ?? '')?.[1];
      return page && pages.has(page) ? `${page}/index.html` : 'index.html';
    };
    app.decorate(
      'spaFallback',
      hasWeb
        ? (request: FastifyRequest, reply: FastifyReply) =>
            reply.type('text/html; charset=utf-8').sendFile(documentFor(request.url), webDist)
        : null,
    );
  },
  { name: 'static' },
);
