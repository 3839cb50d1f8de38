// The ceiling: a bare Fastify route answering with a fixed JSON body (the same bytes the mock answers),
// no auth, no validation, no data access.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES, 'utf8'));
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  const raw = JSON.stringify(body);
  app.get(path, (_req, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(raw);
  });
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare server at http://127.0.0.1:${app.server.address().port}`);
