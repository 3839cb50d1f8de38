import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { respond } from '@/testing/openapi-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function fill(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  values: { old?: string; new?: string; confirm?: string },
) {
  if (values.old) await user.type(await screen.findByLabelText('Current password'), values.old);
  if (values.new) await user.type(screen.getByLabelText('New password'), values.new);
  if (values.confirm)
    await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/account/password', () => {
  it('requires the three fields', async () => {
    const { user } = await renderApp('/account/password', { language: 'en' });
    await screen.findByLabelText('Current password');
    await fill(user, {});
    expect(screen.getByText('Please enter the current password')).toBeInTheDocument();
    expect(screen.getByText('Please enter a new password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the new password')).toBeInTheDocument();
  });

  it('says when the passwords do not match, without calling the server', async () => {
    let called = false;
    server.use(respond('changePassword', { onRequest: () => void (called = true) }));
    const { user } = await renderApp('/account/password', { language: 'zh' });
    await user.type(await screen.findByLabelText('当前密码'), 'old-password');
    await user.type(screen.getByLabelText('新密码'), 'new-password-1');
    await user.type(screen.getByLabelText('确认新密码'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('shows the first server message under each field', async () => {
    server.use(
      respond('changePassword', {
        status: 400,
        transform: (body) => ({
          ...body,
          error: {
            ...body.error,
            fields: {
              old_password: ['Current password is incorrect.', 'second message'],
              non_field_errors: [],
            },
          },
        }),
      }),
    );
    const { user } = await renderApp('/account/password', { language: 'en' });
    await fill(user, { old: 'wrong', new: 'new-password-1', confirm: 'new-password-1' });
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the first non-field error inline and as a toast', async () => {
    server.use(
      respond('changePassword', {
        status: 400,
        transform: (body) => ({
          ...body,
          error: { ...body.error, fields: { non_field_errors: ['Too many attempts.', 'other'] } },
        }),
      }),
    );
    const { user } = await renderApp('/account/password', { language: 'en' });
    await fill(user, { old: 'a-password', new: 'new-password-1', confirm: 'new-password-1' });
    await waitFor(() => expect(screen.getAllByText('Too many attempts.')).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('clears the fields on success and says so', async () => {
    const { user } = await renderApp('/account/password', { language: 'en' });
    await fill(user, { old: 'demo123456', new: 'new-password-1', confirm: 'new-password-1' });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
  });
});
