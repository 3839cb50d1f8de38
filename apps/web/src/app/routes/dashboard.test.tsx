import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSchema, networkError, respond } from '@/testing/openapi-handlers';
import type { RefreshRequest } from '@iot/api-client/model';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const at = (router: { state: { location: { pathname: string } } }, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname));

describe('/dashboard', () => {
  it('goes to /login/ without a token', async () => {
    const { router } = await renderApp('/dashboard', { signedIn: false });
    await at(router, '/login/');
  });

  it('goes to the first organization', async () => {
    const { router } = await renderApp('/dashboard');
    await at(router, '/org/demo-farm/');
  });

  it('goes to the first organization of a list wrapped in results', async () => {
    server.use(
      respond('listOrganizations', {
        transform: (body) => {
          const org = exampleSchema('Organization');
          return {
            ...body,
            data: {
              count: 2,
              next: null,
              previous: null,
              results: [{ ...org, slug: 'wrapped-org' }, org],
            },
          };
        },
      }),
    );
    const { router } = await renderApp('/dashboard');
    await at(router, '/org/wrapped-org/');
  });

  it('renews a session refused with another 401 code, keeping the refresh token of an access-only answer', async () => {
    const sent: string[] = [];
    server.use(
      respond('listOrganizations', {
        status: 401,
        when: (request) => request.headers.get('authorization') === 'Bearer test-access-token',
        transform: (body) => ({
          ...body,
          error: { code: 'token_not_valid', message: 'Token is invalid or expired' },
        }),
      }),
      respond('refreshToken', {
        onRequest: async (request) =>
          void sent.push(((await request.json()) as RefreshRequest).refresh),
        transform: (body) => ({ ...body, data: { access: 'renewed-access-token' } }),
      }),
    );
    const { router } = await renderApp('/dashboard');
    await at(router, '/org/demo-farm/');
    expect(sent).toEqual(['test-refresh-token']);
    expect(window.localStorage.getItem('access_token')).toBe('renewed-access-token');
    expect(window.localStorage.getItem('refresh_token')).toBe('test-refresh-token');
  });

  it('with no organization says so and goes to /account/', async () => {
    server.use(respond('listOrganizations', { transform: (body) => ({ ...body, data: [] }) }));
    const { router } = await renderApp('/dashboard');
    expect(await screen.findByText('您还没有加入任何组织')).toBeInTheDocument();
    await at(router, '/account/profile');
  });

  it('on 401 clears the session, says it expired and goes to /login/', async () => {
    server.use(
      respond('listOrganizations', { status: 401 }),
      respond('refreshToken', { status: 401 }),
    );
    const { router } = await renderApp('/dashboard', { language: 'en' });
    await at(router, '/login/');
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
  });

  it('on another error shows the fetch error and goes to /account/', async () => {
    server.use(networkError('listOrganizations'));
    const { router } = await renderApp('/dashboard', { language: 'en' });
    expect(await screen.findByText('Failed to fetch organizations')).toBeInTheDocument();
    await at(router, '/account/profile');
    expect(window.localStorage.getItem('access_token')).toBeTruthy();
  });

  it('/ redirects to /dashboard', async () => {
    const { router } = await renderApp('/');
    await at(router, '/org/demo-farm/');
  });
});
