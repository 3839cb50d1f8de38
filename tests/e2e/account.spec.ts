import type { AccountResponse } from '@iot/api-client/model';
import { DEMO, expect, paths, test } from './fixtures';

test.describe('account', () => {
  test('profile: nickname saved on its own, username read-only', async ({ page, login, tr }) => {
    await login();
    await page.goto(paths.account.profile.getHref());
    const username = page.getByRole('textbox', {
      name: tr('account:profile.username'),
      exact: true,
    });
    await expect(username).toHaveValue(DEMO.username);
    await expect(username).not.toBeEditable();

    const nickname = page.getByLabel(tr('account:profile.nickname'));
    const row = page.locator('form').filter({ has: nickname });
    const save = row.getByRole('button', { name: tr('common:actions.save') });
    await expect(save).toBeDisabled();
    await nickname.fill('E2E 昵称');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(tr('account:profile.updateSuccess'))).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel(tr('account:profile.nickname'))).toHaveValue('E2E 昵称');
    await expect(page.getByRole('button', { name: tr('layout:userMenu.label') })).toContainText(
      'E2E 昵称',
    );
  });

  test('profile: an empty email is saved as none', async ({ page, login, tr, request }) => {
    const session = await login();
    await page.goto(paths.account.profile.getHref());
    const email = page.getByLabel(tr('account:profile.email'));
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('');
    await page
      .locator('form')
      .filter({ has: email })
      .getByRole('button', { name: tr('common:actions.save') })
      .click();
    await expect(page.getByText(tr('account:profile.updateSuccess'))).toBeVisible();
    const res = await request.get('/api/v2/account/', {
      headers: { Authorization: `Bearer ${session.access}` },
    });
    expect(((await res.json()) as AccountResponse).data.email).toBeNull();
  });

  test('password: rules, server errors and a successful change', async ({ page, login, tr }) => {
    await login();
    await page.goto(paths.account.password.getHref());
    const current = page.getByLabel(tr('account:password.old'), { exact: true });
    const next = page.getByLabel(tr('account:password.new'), { exact: true });
    const confirm = page.getByLabel(tr('account:password.confirm'), { exact: true });
    const submit = page.getByRole('button', { name: tr('account:password.submit') });

    await submit.click();
    await expect(page.getByText(tr('account:password.oldPasswordRequired'))).toBeVisible();
    await expect(page.getByText(tr('account:password.newPasswordRequired'))).toBeVisible();
    await expect(page.getByText(tr('account:password.confirmPasswordRequired'))).toBeVisible();

    await current.fill(DEMO.password);
    await next.fill('new-password-123');
    await confirm.fill('new-password-456');
    await submit.click();
    await expect(page.getByText(tr('account:password.passwordsNotMatch'))).toBeVisible();

    await current.fill('not-the-password');
    await confirm.fill('new-password-123');
    await submit.click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(DEMO.password);
    await submit.click();
    await expect(page.getByText(tr('account:password.changeSuccess'))).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('');
    await expect(confirm).toHaveValue('');

    await page.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    await page.getByRole('menuitem', { name: tr('layout:userMenu.logout') }).click();
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill('new-password-123');
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page).toHaveURL(/\/org\//);
  });
});
