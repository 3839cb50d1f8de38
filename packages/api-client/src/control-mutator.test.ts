import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from './config';
import { configureControlClient, resetControlClientConfig } from './control-mutator';
import { ApiError } from './errors';
import { advanceClock, changeProviderState, getClock, pauseClock } from './generated/control/hooks';

afterEach(() => {
  resetApiClientConfig();
  resetControlClientConfig();
});

/** A fetch answering `status` with `body` as JSON, recording its calls. */
function answering(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  configureControlClient({ fetch: fetchMock });
  return fetchMock;
}
const clock = {
  now: '2026-12-01T00:00:00.000Z',
  paused: true,
  offset_seconds: 0,
  floor: '2026-11-01T00:00:00.000Z',
};
const headersOf = (call: Parameters<typeof fetch>) => call[1]!.headers as Record<string, string>;

describe('the control client', () => {
  it("calls the API's origin with the tab's sandbox and no token (a browser holds none)", async () => {
    configureApiClient({ baseUrl: 'http://api.test' });
    const fetchMock = answering(200, { success: true, data: clock, error: null });
    configureControlClient({ getSandbox: () => 'tab-7' });
    const answer = await getClock();
    expect(answer.data).toEqual(clock);
    const call = fetchMock.mock.calls[0]!;
    expect(call[0]).toBe('http://api.test/__mock__/clock');
    expect(headersOf(call)['X-Mock-Sandbox']).toBe('tab-7');
    expect(headersOf(call)['X-Mock-Control-Token']).toBeUndefined();
  });

  it('sends the token where one is configured (a script), and JSON only with values', async () => {
    const fetchMock = answering(200, { success: true, data: clock, error: null });
    configureControlClient({ token: 'script-token' });
    await pauseClock();
    await advanceClock({ seconds: 600 });
    const [pause, advance] = fetchMock.mock.calls;
    expect(headersOf(pause!)['X-Mock-Control-Token']).toBe('script-token');
    expect(pause![1]!.body).toBeUndefined();
    expect(headersOf(pause!)['Content-Type']).toBeUndefined();
    expect(headersOf(advance!)['Content-Type']).toBe('application/json');
    expect(JSON.parse(advance![1]!.body as string)).toEqual({ seconds: 600 });
  });

  it('resolves with a bare answer as the document gives it (provider states)', async () => {
    answering(200, { accessToken: 'a', orgSlug: 'x' });
    await expect(changeProviderState({ state: 'a signed-in user' })).resolves.toEqual({
      accessToken: 'a',
      orgSlug: 'x',
    });
  });

  it('throws the ApiError of a refusal, with its code and fields', async () => {
    answering(400, {
      success: false,
      data: null,
      error: { code: 'validation_error', message: 'bad', fields: { seconds: ['too small'] } },
    });
    const error = await advanceClock({ seconds: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error' });
    expect((error as ApiError).fieldError('seconds')).toBe('too small');
  });
});
