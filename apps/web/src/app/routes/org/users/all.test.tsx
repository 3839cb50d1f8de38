import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  itemsOf,
  exampleResponse,
  respond,
  type OperationId,
  type StatusOf,
} from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const PATH = '/org/demo-farm/users/all';
const member = itemsOf(exampleResponse('listUsers', 200).data)[0]!;
const record = <Id extends OperationId>(operationId: Id, sink: unknown[], status?: StatusOf<Id>) =>
  respond(operationId, { status, onRequest: async (r) => void sink.push(await r.json()) });

describe('/org/{orgSlug}/users/all', () => {
  it('creates a user only with username and password', async () => {
    const sent: unknown[] = [];
    server.use(record('createUser', sent));
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Create user' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please enter the username')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the password')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Username'), 'lisi');
    await user.type(within(dialog).getByLabelText('Password'), 'Li#2026si');
    await user.type(within(dialog).getByLabelText('Nickname'), '李四');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manage devices' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          username: 'lisi',
          password: 'Li#2026si',
          nickname: '李四',
          cellphone: null,
          permissions: {
            can_manage_project: false,
            can_manage_device: true,
            can_manage_user: false,
            can_manage_settings: false,
          },
        },
      ]),
    );
    expect(await screen.findByText('User created')).toBeInTheDocument();
  }, 40_000);

  it('edits without changing the username and never sends a password', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      respond('updateUser', {
        onRequest: async (r) => void sent.push((await r.json()) as Record<string, unknown>),
      }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: `Edit ${member.username}` }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Edit user ${member.username}` });
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Nickname'));
    await user.type(within(dialog).getByLabelText('Nickname'), 'Zhang');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('password');
    expect(sent[0]).not.toHaveProperty('username');
    expect(sent[0]).toMatchObject({ nickname: 'Zhang' });
  });

  it('sends search and user type to the server', async () => {
    const queries: string[] = [];
    server.use(
      respond('listUsers', { onRequest: (r) => void queries.push(new URL(r.url).search) }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search users' }, { timeout: 15_000 }),
      'zhang',
    );
    await waitFor(() => expect(queries.at(-1)).toBe('?search=zhang'));
    await user.click(screen.getByRole('combobox', { name: 'User type' }));
    await user.click(await screen.findByRole('option', { name: 'WeChat' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?search=zhang&user_type=wechat'));
  });

  it('deletes after confirmation; a 403 is said in its own words', async () => {
    server.use(respond('deleteUser', { status: 403 }));
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: `Delete ${member.username}` }, { timeout: 15_000 }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/You do not have permission to do this\.$/)).toBeInTheDocument();
  });

  it('says fetchError when the list fails', async () => {
    server.use(respond('listUsers', { status: 403 }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to fetch users',
    );
  });
});
