/**
 * The monitoring board: /monitor-board/?org_slug=&project_id=&lang=zh|en — a small self-contained page (board.html,
 * board.css and the board*.js modules next to this file) of the project's live values and device states. It polls /api/v2 of the same
 * origin with the console's `access_token` from localStorage; the console's /monitor screen embeds it in the demo.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

const here = fileURLToPath(new URL('.', import.meta.url));
const FILES = {
  'board.html': 'text/html; charset=utf-8',
  'board.css': 'text/css; charset=utf-8',
  'board.js': 'text/javascript; charset=utf-8',
  'board-text.js': 'text/javascript; charset=utf-8',
  'board-render.js': 'text/javascript; charset=utf-8',
} as const;

export default async function monitorBoardRoutes(app: FastifyInstance) {
  const content = Object.fromEntries(
    Object.keys(FILES).map((name) => [name, readFileSync(join(here, name), 'utf8')]),
  ) as Record<keyof typeof FILES, string>;

  const serve = (name: keyof typeof FILES) => async (_req: unknown, reply: FastifyReply) =>
    reply.type(FILES[name]).header('Cache-Control', 'no-cache').send(content[name]);

  app.get('/monitor-board/', serve('board.html'));
  for (const name of Object.keys(FILES) as (keyof typeof FILES)[])
    if (name !== 'board.html') app.get(`/monitor-board/${name}`, serve(name));
}
