/**
 * `X-Forwarded-For` is only a proxy's word: a hop count is refused unless the server listens on loopback, and the public
 * demo names its proxy's address (docs/decisions/0149-proxy-trust-by-address.md); otherwise forged addresses bypass the
 * sign-in limiter and lock victims out. The hashing queue is short, so a flood is answered 429 at once instead of making
 * real sign-ins wait (docs/decisions/0150-short-hashing-queue.md).
 */
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInRequest, startPublicDemo, tempDir, usePublicDemo } from './support/mock';

describe('a proxy’s word is taken only from the proxy', () => {
  it('refuses to start when a hop count would trust anybody who reaches a non-loopback HOST', async () => {
    const tmp = tempDir();
    try {
      await expect(
        startPublicDemo(join(tmp.dir, 'db.json'), {
          env: { HOST: '0.0.0.0', TRUST_PROXY: '1' },
        }),
      ).rejects.toThrow(/TRUST_PROXY.*HOST|HOST.*TRUST_PROXY/);
    } finally {
      tmp.remove();
    }
  });

  describe('the documented public demo', () => {
    const demo = usePublicDemo();

    it('counts a client that forges X-Forwarded-For under its own address; the forged address keeps signing in', async () => {
      const victim = '203.0.113.7';
      const forged = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          demo.app.inject({
            ...signInRequest('viewer', 'not-the-password', '198.51.100.80'),
            headers: { 'x-forwarded-for': i % 4 === 0 ? victim : `203.0.113.${100 + i}` },
          }),
        ),
      );
      const refused = forged.filter((r) => r.statusCode === 429).length;
      expect(refused).toBeGreaterThanOrEqual(30);

      // the victim, through the proxy on loopback
      const own = await demo.app.inject({
        ...signInRequest('viewer'),
        headers: { 'x-forwarded-for': victim },
      });
      expect(own.statusCode).toBe(200);
    });
  });
});

describe('a flood of sign-ins does not queue for long', () => {
  // the cost the demo runs with, one bcrypt worker: a long queue of comparisons would be seconds long
  const demo = usePublicDemo({ env: { BCRYPT_WORKERS: '1' }, config: { bcryptRounds: 10 } });

  it('answers 429 at once beyond a short queue of comparisons, from many addresses as from one', async () => {
    const flood = (address: (i: number) => string) =>
      Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          demo.app.inject({
            ...signInRequest(`nobody-${i}`, 'guess'),
            headers: { 'x-forwarded-for': address(i) },
          }),
        ),
      );
    const throttledIn = (answers: LightMyRequestResponse[]) =>
      answers.filter((r) => r.statusCode === 429 && r.headers['retry-after']).length;

    expect(throttledIn(await flood((i) => `10.1.${i >> 8}.${i & 255}`))).toBeGreaterThanOrEqual(80);
    expect(throttledIn(await flood(() => '10.2.0.1'))).toBeGreaterThanOrEqual(90);
    const real = await demo.app.inject({
      ...signInRequest('demo'),
      headers: { 'x-forwarded-for': '10.3.0.1' },
    });
    expect(real.statusCode).toBe(200);
  });
});
