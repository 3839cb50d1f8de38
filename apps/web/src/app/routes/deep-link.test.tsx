import '@/testing/browser-apis';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

vi.mock('@iot/ui/chart', () => import('@/testing/chart-stub'));

const factor = exampleSchema('Factor');
const device = exampleSchema('Device');
const PAGE = `/org/demo-farm/proj_a1b2c3d4/${device.id}/factor/${factor.id}`;

type Router = Awaited<ReturnType<typeof renderApp>>['router'];
const at = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;

async function signIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Username'), 'demo');
  await user.type(screen.getByLabelText('Password'), 'demo123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('deep links survive sign-in (lib/return-path.ts)', () => {
  it('a page opened signed out asks for sign-in and returns to that page', async () => {
    const { router, user } = await renderApp(PAGE, { signedIn: false, language: 'en' });
    await waitFor(() => expect(at(router)).toBe(`/login/?next=${encodeURIComponent(PAGE)}`));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  });

  it('an expired session asks for sign-in and returns to the page it was on', async () => {
    const { router, user } = await renderApp(PAGE, { language: 'en' });
    expect(await screen.findByRole('heading', { name: new RegExp(factor.name) })).toBeVisible();
    server.use(
      respond('getFactorHistory', { status: 401 }),
      respond('refreshToken', { status: 401 }),
    );
    await user.click(screen.getByRole('button', { name: '6小时' }));
    await waitFor(() => expect(at(router)).toBe(`/login/?next=${encodeURIComponent(PAGE)}`));
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  });

  it('a `next` outside the console is ignored: sign-in goes to the first organization', async () => {
    const { router, user } = await renderApp('/login/?next=https%3A%2F%2Fevil.example%2F', {
      signedIn: false,
      language: 'en',
    });
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/org/demo-farm/'));
  });
});
