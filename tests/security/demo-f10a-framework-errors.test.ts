/**
 * Every caller relies on the `{success, data, error}` envelope, so the public demo answers it, with the security headers,
 * even where Fastify or Node's HTTP parser refuses a request (a path parameter over 4,096 characters, a malformed
 * %-escape, headers too large, not HTTP).
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePublicDemo } from './support/mock';

const demo = usePublicDemo();
let port: number;
beforeAll(async () => {
  await demo.app.listen({ host: '127.0.0.1', port: 0 });
  port = (demo.app.server.address() as AddressInfo).port;
});

/** What came back on a raw socket for `text`: status and the body after the headers. */
function raw(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

function expectEnvelope(body: string, code: string) {
  expect(JSON.parse(body)).toMatchObject({ success: false, data: null, error: { code } });
}

describe('framework errors answer the envelope', () => {
  it('a path parameter over 4,096 characters: 400 in the envelope, with the security headers', async () => {
    const res = await demo.app.inject({ url: `/api/v2/projects/${'p'.repeat(5000)}/` });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 'validation_error');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('a malformed %-escape in the path: 400 in the envelope', async () => {
    const res = await demo.app.inject({ url: '/api/v2/projects/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.body, 'validation_error');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('headers larger than the parser takes: 431 in the envelope', async () => {
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v2/projects/',
          headers: { 'x-filler': 'f'.repeat(20_000) },
        },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status.status).toBe(431);
    expectEnvelope(status.body, 'payload_too_large');
  });

  it('a request that is not HTTP: 400 in the envelope', async () => {
    const res = await raw('HELLO WORLD\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers).toMatch(/content-type: application\/json/);
    expectEnvelope(res.body, 'parse_error');
  });
});
