import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, ENGLISH, testApp } from '#src/testing/helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const CHINESE = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

describe('the language of an answer', () => {
  it('is Chinese by default and English when asked, said in Content-Language with Vary', async () => {
    const zh = await app.inject({ url: '/api/v2/no-such-thing/' });
    expect(zh.statusCode).toBe(404);
    expect(body(zh).error?.message).toBe('没有这个接口：GET /api/v2/no-such-thing/');
    expect(zh.headers['content-language']).toBe('zh');
    const en = await app.inject({ url: '/api/v2/no-such-thing/', headers: ENGLISH });
    expect(body(en).error?.message).toBe('No route GET /api/v2/no-such-thing/');
    expect(en.headers['content-language']).toBe('en');
    expect(String(en.headers.vary)).toMatch(/Accept-Language/);
  });

  it('renders the fields of a refused request and its summary in the language', async () => {
    const login = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/account/login/',
        headers,
        payload: { username: '', extra: 1 },
      });
    expect(body(await login(CHINESE)).error).toEqual({
      code: 'validation_error',
      message: '请求参数有误：password：此项为必填项。',
      fields: {
        username: ['此项不能为空。'],
        password: ['此项为必填项。'],
        extra: ['不支持此字段。'],
        non_field_errors: [],
      },
    });
    expect(body(await login(ENGLISH)).error?.message).toBe(
      'Invalid input data: password: This field is required.',
    );
  });

  it('covers what the framework refuses: a wrong method, a media type, a large body, a bad path', async () => {
    const wrongMethod = await app.inject({ method: 'PATCH', url: '/api/v2/account/login/' });
    expect([wrongMethod.statusCode, body(wrongMethod).error?.message]).toEqual([
      405,
      '/api/v2/account/login/ 不支持 PATCH 方法',
    ]);
    const text = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: { 'content-type': 'text/plain', ...ENGLISH },
      payload: 'x',
    });
    expect(body(text).error?.message).toBe('Unsupported content type; send application/json');
    const large = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect([large.statusCode, body(large).error?.message]).toEqual([
      413,
      '请求体超过 1048576 字节',
    ]);
    const badEscape = await app.inject({ url: '/api/v2/devices/%E0%A4%A/', headers: ENGLISH });
    expect([badEscape.statusCode, body(badEscape).error?.message]).toEqual([
      400,
      'The path is not a valid URL (a malformed %-escape)',
    ]);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(body(notJson).error?.message).toBe('请求体不是有效的 JSON');
  });

  it('answers what Node’s parser refuses (headers too large) in the default language', async () => {
    const server = await testApp();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          `GET /api/v2/account/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    await server.close();
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('Content-Language: zh');
    expect(answer).toContain('"message":"请求头超过 16384 字节"');
  });
});
