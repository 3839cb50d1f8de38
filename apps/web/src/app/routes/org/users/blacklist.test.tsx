import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemsOf, exampleResponse, respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const PATH = '/org/demo-farm/users/blacklist';
const entry = itemsOf(exampleResponse('listBlacklist', 200).data)[0]!;

describe('/org/{orgSlug}/users/blacklist', () => {
  it('adds a user (username required) and removes one after confirmation', async () => {
    const added: unknown[] = [];
    let removed = 0;
    server.use(
      respond('addToBlacklist', { onRequest: async (r) => void added.push(await r.json()) }),
      respond('removeFromBlacklist', { onRequest: () => void (removed += 1) }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Add to blacklist' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add to blacklist' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please enter the username')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Username'), 'zhangwei');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toEqual([{ username: 'zhangwei', reason: null }]));

    await user.click(screen.getByRole('button', { name: `Remove ${entry.user.username}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove from blacklist' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toBe(1));
  }, 40_000);

  it('shows fetchError when the blacklist cannot be loaded', async () => {
    server.use(respond('listBlacklist', { status: 403 }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to fetch users',
    );
  });
});
