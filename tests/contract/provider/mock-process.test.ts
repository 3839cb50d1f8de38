/**
 * startMock, which verification (a) and (b)/(c) call side by side in two processes while the fuzzing and the security
 * tests run beside them: the URL it returns must be the mock it started, or two mocks handed the same free port leave
 * one verification talking to the other's mock, whose control token and accounts it does not have (every answer 401).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMock, type RunningMock } from './mock-process';

const started: RunningMock[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(started.splice(0).map((m) => m.stop()));
});

/** The control plane's status answers only the control token of the process that holds it. */
async function controlStatus(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/__mock__/`, { headers: { 'X-Mock-Control-Token': token } });
  return res.status;
}

describe('startMock', () => {
  it('gives two mocks started a moment apart a URL each that reaches its own process, whatever ports they pick', async () => {
    // every random choice alike, as when two processes' choices of a port coincide
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = startMock();
    first.then(
      (m) => started.push(m),
      () => undefined,
    );
    // A pause on purpose, not a wait for a condition: it puts the second start inside the first child's start-up
    // (≈ 1 s before it binds), the window the race needed. startMock must hold for any pause.
    await new Promise((r) => setTimeout(r, 300));
    const second = startMock();
    second.then(
      (m) => started.push(m),
      () => undefined,
    );
    const [a, b] = await Promise.all([first, second]);

    expect(a.url).not.toBe(b.url);
    expect(await controlStatus(a.url, a.controlToken)).toBe(200);
    expect(await controlStatus(b.url, b.controlToken)).toBe(200);
    // and each refuses the other's token: neither URL reaches the other's mock
    expect(await controlStatus(a.url, b.controlToken)).not.toBe(200);
  }, 60_000);

  it('stops the process it started', async () => {
    const mock = await startMock();
    await mock.stop();
    await expect(fetch(`${mock.url}/__mock__/`)).rejects.toThrow();
  }, 60_000);
});
