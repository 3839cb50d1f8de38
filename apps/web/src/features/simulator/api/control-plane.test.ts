import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getTabSandbox, setTabSandbox } from '@/lib/sandbox';
import { server } from '@/testing/server';
import { controlPlaneAnswers } from './control-plane';

const envelope = (status: number) =>
  status === 200
    ? HttpResponse.json({ success: true, data: {}, error: null })
    : HttpResponse.json(
        { success: false, data: null, error: { code: 'refused', message: 'no' } },
        { status },
      );

describe('whether the control plane answers this tab', () => {
  it('takes a tab whose world the mock refuses back to the main world, and asks there', async () => {
    setTabSandbox('gone');
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/__mock__/', ({ request }) => {
        const sandbox = request.headers.get('X-Mock-Sandbox');
        asked.push(sandbox);
        return envelope(sandbox ? 400 : 200);
      }),
    );
    await expect(controlPlaneAnswers()).resolves.toBe(true);
    expect(asked).toEqual(['gone', null]);
    expect(getTabSandbox()).toBeNull();
  });

  it('keeps the tab’s world when no answer came (a new sandbox may still be seeding)', async () => {
    setTabSandbox('seeding');
    server.use(http.get('*/__mock__/', () => HttpResponse.error()));
    await expect(controlPlaneAnswers()).resolves.toBe(false);
    expect(getTabSandbox()).toBe('seeding');
  });

  it('says no where the control plane is off (404) or holds no token (401)', async () => {
    for (const status of [404, 401]) {
      server.use(http.get('*/__mock__/', () => envelope(status)));
      await expect(controlPlaneAnswers()).resolves.toBe(false);
    }
  });
});
