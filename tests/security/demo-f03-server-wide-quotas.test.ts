/**
 * Quotas per sandbox multiply with the visitors, so the export queue and the disk quota are the server's: every
 * visitor's world counts against one total (docs/decisions/0148-server-wide-quotas.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { exportFirstDevice } from './support/exports';
import { envelope, usePublicDemo, visitor, type Visitor } from './support/mock';

const signedIn = async (visit: Visitor) => ({ visit, who: await visit.signIn('demo') });

describe('one export queue for the whole server', () => {
  // every export stays running (a minute between chunks) while the next visitor asks
  const demo = usePublicDemo({
    env: { MOCK_EXPORT_QUEUE_TOTAL: '2', MOCK_EXPORT_CHUNK_DELAY_MS: '60000' },
  });

  it('refuses a third visitor’s export while two other visitors’ exports wait or run', async () => {
    const answers = [];
    for (const address of ['198.51.100.61', '198.51.100.62', '198.51.100.63']) {
      const { visit, who } = await signedIn(visitor(demo.app, address));
      answers.push(await exportFirstDevice(visit.inject, who, { days: 20 }));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(envelope(answers[2]!).error?.message).toMatch(/server is running 2 exports/);
  });
});

describe('one disk quota for the whole server', () => {
  const demo = usePublicDemo({
    env: { MOCK_EXPORT_DISK_MB: '1', MOCK_EXPORT_CHUNK_DELAY_MS: '0' },
  });

  it('refuses a visitor’s export that does not fit beside another visitor’s files', async () => {
    // a week of every factor of the device: about 0.75 MB of CSV
    const first = await signedIn(visitor(demo.app, '198.51.100.64'));
    const kept = await exportFirstDevice(first.visit.inject, first.who, {
      days: 7,
      allFactors: true,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const task = envelope<{ id: number }>(kept).data;
    const url = kept.raw.req.url!;
    await vi.waitFor(async () => {
      const tasks = envelope<{ id: number; status: string }[]>(
        await first.visit.inject({ url, headers: first.who.headers('demo-farm') }),
      ).data;
      expect(tasks.find((t) => t.id === task.id)?.status).toBe('completed');
      // no pacing: writing the CSV is the wait, longer on a busy machine
    }, 30_000);

    const second = await signedIn(visitor(demo.app, '198.51.100.65'));
    const refused = await exportFirstDevice(second.visit.inject, second.who, {
      days: 7,
      allFactors: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).error?.message).toMatch(/storage/);
  });
});
