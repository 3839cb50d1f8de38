import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemsOf, exampleResponse, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const PATH = '/org/demo-farm/settings/tokens';
const token = itemsOf(exampleResponse('listAccessTokens', 200).data)[0]!;

describe('/org/{orgSlug}/settings/tokens', () => {
  it('requires a trimmed name (name_required) and creates a readonly token 30 days ahead by default', async () => {
    const sent: { name: string; access_config: unknown; expires_at: string | null }[] = [];
    server.use(
      respond('createAccessToken', {
        onRequest: async (r) => void sent.push((await r.json()) as (typeof sent)[number]),
      }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Create token' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create access token' });
    expect(within(dialog).getByRole('combobox', { name: 'Expiry' })).toHaveTextContent('30 days');
    expect(within(dialog).getByRole('radio', { name: /Read-only/ })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter the token name')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), ' reader ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [body] = sent;
    expect(body?.name).toBe('reader');
    expect(body?.access_config).toEqual({ role: 'readonly', all_projects: true, projects: [] });
    const days = (Date.parse(body?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(31);
    // the secret is shown once, with a copy button and the warning that it will not be shown again
    const secret = await screen.findByRole('dialog', { name: 'Token created' });
    expect(within(secret).getByRole('button', { name: /^Copy token/ })).toBeInTheDocument();
    expect(within(secret).getByRole('note')).toHaveTextContent(/^You will not see it again/);
  }, 40_000);

  it('lists a token masked, with nothing to copy', async () => {
    await renderApp(PATH);
    const list = await screen.findByRole('table', { name: '访问令牌' }, { timeout: 15_000 });
    expect(within(list).getByText(token.token)).toBeInTheDocument();
    expect(token.token).toMatch(/\*{4}/);
    expect(within(list).queryByRole('button', { name: /^复制/ })).not.toBeInTheDocument();
  }, 40_000);

  it('offers never, 30, 60 and 90 days; never sends null', async () => {
    const sent: { expires_at: string | null }[] = [];
    server.use(
      respond('createAccessToken', {
        onRequest: async (r) => void sent.push((await r.json()) as (typeof sent)[number]),
      }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Create token' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create access token' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Expiry' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Never', '30 days', '60 days', '90 days']);
    await user.click(screen.getByRole('option', { name: 'Never' }));
    expect(within(dialog).queryByLabelText('Expiry date')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'forever');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent.map((b) => b.expires_at)).toEqual([null]));
  });

  it('rolls the active switch back and reloads the list when the server refuses', async () => {
    let lists = 0;
    server.use(
      respond('listAccessTokens', { onRequest: () => void (lists += 1) }),
      respond('updateAccessToken', { status: 403 }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    const toggle = await screen.findByRole(
      'switch',
      { name: `Enable ${token.name}` },
      { timeout: 15_000 },
    );
    expect(toggle).toBeChecked();
    const before = lists;
    await user.click(toggle);
    expect(await screen.findByText(/You do not have permission to do this\.$/)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(lists).toBeGreaterThan(before));
  });

  it('deletes after confirmation; delete_error when refused', async () => {
    server.use(respond('deleteAccessToken', { status: 404 }));
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: `Delete ${token.name}` }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete token' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/What you asked for does not exist or has been removed\.$/),
    ).toBeInTheDocument();
  });

  it('shows fetch_error with retry when the list fails', async () => {
    server.use(respond('listAccessTokens', { status: 403 }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to fetch access tokens',
    );
  });
});
