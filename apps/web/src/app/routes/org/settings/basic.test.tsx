import '@/testing/browser-apis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  exampleResponse,
  exampleSchema,
  respond,
  type OperationId,
  type StatusOf,
} from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const PATH = '/org/demo-farm/settings/basic';
const org = exampleResponse('getOrganization', 200).data;
const record = <Id extends OperationId>(operationId: Id, sink: unknown[], status?: StatusOf<Id>) =>
  respond(operationId, { status, onRequest: async (r) => void sink.push(await r.json()) });

describe('/org/{orgSlug}/settings/basic', () => {
  it('enables Save only for a different name, refuses an empty one (nameRequired) and sends it trimmed', async () => {
    const sent: unknown[] = [];
    server.use(record('updateOrganization', sent));
    const { user } = await renderApp(PATH, { language: 'en' });
    const name = await screen.findByLabelText('Organization name', {}, { timeout: 15_000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(name).toHaveValue(org.name);
    expect(save).toBeDisabled();
    await user.type(name, '  ');
    expect(save).toBeDisabled();
    await user.clear(name);
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('The organization name cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(name, '  Demo Farm 2 ');
    await user.click(save);
    await waitFor(() => expect(sent).toEqual([{ name: 'Demo Farm 2' }]));
    expect(await screen.findByText('Organization name updated')).toBeInTheDocument();
  }, 40_000);

  it('says a readonly member may not rename, in its own words', async () => {
    server.use(respond('updateOrganization', { status: 403 }));
    const { user } = await renderApp(PATH, { language: 'en' });
    const name = await screen.findByLabelText('Organization name', {}, { timeout: 15_000 });
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  });

  it('deletes only once the slug is typed, then goes to /organizations', async () => {
    let deleted = 0;
    server.use(respond('deleteOrganization', { onRequest: () => void (deleted += 1) }));
    const { user, router } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete organization' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete organization' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete organization' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Organization identifier'), 'demo');
    expect(within(dialog).getByText('The identifier does not match')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Organization identifier'), '-farm');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
    expect(deleted).toBe(1);
  });

  it('transfers only to a member chosen from the list, with the slug typed', async () => {
    const sent: unknown[] = [];
    const member = exampleSchema('User');
    server.use(
      record('transferOrganization', sent),
      respond('listUsers', {
        transform: (b) => ({
          ...b,
          data: [
            { ...member, id: 1, username: 'demo', nickname: 'Demo', role: 'owner' as const },
            { ...member, id: 2, username: 'wangfang', nickname: '王芳', role: 'manager' as const },
          ],
        }),
      }),
    );
    const { user } = await renderApp(PATH, { language: 'en' });
    await user.click(
      await screen.findByRole('button', { name: 'Transfer organization' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transfer organization' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByText('Please choose the new owner')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter the organization identifier'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'New owner' }));
    // the owner is not offered: only the other members can take over
    expect(screen.queryByRole('option', { name: /Demo \(demo\)/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '王芳 (wangfang)' }));
    await user.type(within(dialog).getByLabelText('Organization identifier'), org.slug);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(sent).toEqual([{ new_owner: 'wangfang', confirm_slug: org.slug }]));
  });

  it('says fetchError when the organization cannot be loaded', async () => {
    server.use(respond('getOrganization', { status: 404 }));
    await renderApp(PATH, { language: 'en' });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to fetch the organization',
    );
  });
});
