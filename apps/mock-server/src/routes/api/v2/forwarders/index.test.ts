import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;
let receiver: Server;
const PORT = 5421;
const got: { signature: string; raw: string }[] = [];

beforeAll(async () => {
  app = await testApp({ allowPrivateTargets: true });
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        signature: String(req.headers['x-signature']),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(PORT, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await app.close();
});

interface Post {
  url: string | null;
  secret_key: string;
}
const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  who: Session,
  payload?: Record<string, unknown>,
  org = 'demo-farm',
) => {
  const options: InjectOptions = {
    method,
    url: `/api/v2/forwarders/${url}`,
    headers: who.headers(org),
  };
  if (payload !== undefined) options.payload = payload;
  return app.inject(options);
};

describe('POST forwarder', () => {
  it('sets the url, tests it against a receiver that verifies the signature, and resets the secret', async () => {
    const put = await call('PUT', 'post/', demo, { url: `http://127.0.0.1:${PORT}/hook` });
    expect(put.statusCode).toBe(200);
    const { secret_key, url } = body<Post>(put).data;
    expect(url).toBe(`http://127.0.0.1:${PORT}/hook`);
    expect(secret_key).toMatch(/^whsec_[0-9a-f]{32}$/);
    const test = await call('POST', 'post/test/', demo, { url: `http://127.0.0.1:${PORT}/hook` });
    expect(body(test).data).toMatchObject({ ok: true, status_code: 200, error: null });
    const last = got[got.length - 1]!;
    expect(last.signature).toBe(
      `sha256=${createHmac('sha256', secret_key).update(last.raw).digest('hex')}`,
    );
    const reset = await call('POST', 'post/reset-secret-key/', demo);
    expect(body<Post>(reset).data.secret_key).not.toBe(secret_key);
  });

  it('reports a network error of the test as a result, not a failure', async () => {
    const res = await call('POST', 'post/test/', demo, { url: 'http://127.0.0.1:5499/' });
    expect(res.statusCode).toBe(200);
    // what the console shows under the test button, in the default language
    expect(body(res).data).toMatchObject({
      ok: false,
      status_code: null,
      error: '无法连接接收端：地址必须指向接受连接并在 5 秒内应答的公网主机。',
    });
  });

  it('validates the url', async () => {
    const res = await call('PUT', 'post/', demo, { url: 'ftp://example.org' });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.fields?.url).toBeTruthy();
    expect((await call('POST', 'post/test/', demo, {})).statusCode).toBe(400);
  });

  it('lets a readonly member read (secret masked) but not change or test', async () => {
    const read = await call('GET', 'post/', viewer);
    expect(read.statusCode).toBe(200);
    expect(body<Post>(read).data.secret_key).toMatch(/^whsec_\*{4}/);
    expect((await call('PUT', 'post/', viewer, { url: null })).statusCode).toBe(403);
    expect(
      (await call('POST', 'post/test/', viewer, { url: `http://127.0.0.1:${PORT}/` })).statusCode,
    ).toBe(403);
  });

  it("needs a session and a membership; another organization's forwarder is its own", async () => {
    const anon = await app.inject({
      url: '/api/v2/forwarders/post/',
      headers: { 'x-org-slug': 'demo-farm' },
    });
    expect(anon.statusCode).toBe(401);
    expect((await call('GET', 'post/', outsider)).statusCode).toBe(403);
    const other = await call('GET', 'post/', outsider, undefined, 'other-org');
    expect(body<Post>(other).data.url).not.toBe(`http://127.0.0.1:${PORT}/hook`);
  });
});

describe('MongoDB forwarder', () => {
  it('stores uri and collection, clears both, and refuses one without the other', async () => {
    const uri = 'mongodb://iot:secret@127.0.0.1:27017/farm';
    const put = await call('PUT', 'mongodb/', demo, { uri, collection: 'sensor_data' });
    expect(body(put).data).toEqual({ uri, collection: 'sensor_data' });
    // a viewer (no settings permission) reads only the hosts
    expect(body(await call('GET', 'mongodb/', viewer)).data).toEqual({
      uri: 'mongodb://127.0.0.1:27017',
      collection: 'sensor_data',
    });
    const half = await call('PUT', 'mongodb/', demo, { uri: null, collection: 'x' });
    expect(half.statusCode).toBe(400);
    const clear = await call('PUT', 'mongodb/', demo, { uri: null, collection: null });
    expect(body(clear).data).toEqual({ uri: null, collection: null });
  });

  it('tests with the driver and reports its error for an unreachable server', async () => {
    const res = await call('POST', 'mongodb/test/', demo, {
      uri: 'mongodb://127.0.0.1:5498/farm',
      collection: 'c',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      ok: false,
      status_code: null,
      error: expect.stringMatching(/^无法连接 MongoDB 服务器/),
    });
    const bad = await call('POST', 'mongodb/test/', demo, { uri: 'http://x', collection: 'c' });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call('POST', 'mongodb/test/', viewer, {
          uri: 'mongodb://127.0.0.1:5498/',
          collection: 'c',
        })
      ).statusCode,
    ).toBe(403);
  });
});
