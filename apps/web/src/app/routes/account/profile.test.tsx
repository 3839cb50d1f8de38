import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { respond, type StatusOf } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const sent: unknown[] = [];
const recordUpdates = (status?: StatusOf<'updateAccount'>) =>
  respond('updateAccount', {
    status,
    onRequest: async (request) => void sent.push(await request.json()),
  });

const saveOf = (input: HTMLElement) =>
  within(input.closest('form') as HTMLElement).getByRole('button', { name: 'Save' });

describe('/account/profile', () => {
  it('shows the username read-only, with copy and info', async () => {
    await renderApp('/account/profile', { language: 'en' });
    const username = await screen.findByRole('textbox', { name: 'Username' });
    expect(username).toHaveValue('demo');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'The username is used to sign in and cannot be changed' }),
    ).toBeInTheDocument();
  });

  it('saves the nickname alone, enabled only when changed', async () => {
    sent.length = 0;
    server.use(recordUpdates());
    const { user } = await renderApp('/account/profile', { language: 'en' });
    const nickname = await screen.findByLabelText('Nickname');
    expect(nickname).toHaveValue('演示用户 Demo');
    expect(saveOf(nickname)).toBeDisabled();
    await user.clear(nickname);
    await user.type(nickname, 'Farmer');
    expect(saveOf(nickname)).toBeEnabled();
    await user.click(saveOf(nickname));
    expect(await screen.findByText('Update success')).toBeInTheDocument();
    expect(sent).toEqual([{ nickname: 'Farmer' }]);
  });

  it('sends an emptied email as null; the field is of email type', async () => {
    sent.length = 0;
    server.use(recordUpdates());
    const { user } = await renderApp('/account/profile', { language: 'en' });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    await user.clear(email);
    await user.click(saveOf(email));
    await waitFor(() => expect(sent).toEqual([{ email: null }]));
  });

  it('says "update error" when the server refuses', async () => {
    server.use(recordUpdates(400));
    const { user } = await renderApp('/account/profile', { language: 'en' });
    const nickname = await screen.findByLabelText('Nickname');
    await user.type(nickname, '!');
    await user.click(saveOf(nickname));
    expect(await screen.findByText('Update error')).toBeInTheDocument();
  });

  it('says "fetch error" when the account cannot be loaded', async () => {
    server.use(respond('getAccount', { status: 403 }));
    await renderApp('/account/profile', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fetch error');
  });
});
