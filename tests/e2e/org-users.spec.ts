import { expect, test } from './fixtures';

test.describe('organization users', () => {
  test('create and edit a sub-user', async ({ page, login, gotoOrg, tr }) => {
    await login();
    await gotoOrg(undefined, 'users');
    await expect(page).toHaveURL(/\/users\/all$/);
    await page
      .getByRole('button', { name: tr('users:actions.create') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: tr('users:form.createTitle') });
    await dialog.getByRole('button', { name: tr('users:form.submitCreate') }).click();
    await expect(dialog.getByText(tr('users:form.usernameRequired'))).toBeVisible();
    await expect(dialog.getByText(tr('users:form.passwordRequired'))).toBeVisible();
    await dialog.getByLabel(tr('users:form.username')).fill('e2e_lisi');
    await dialog.getByLabel(tr('users:form.password')).fill('Li#2026si');
    await dialog.getByLabel(tr('users:form.nickname')).fill('李四');
    await dialog.getByRole('checkbox', { name: tr('users:permissions.can_manage_device') }).check();
    await dialog.getByRole('button', { name: tr('users:form.submitCreate') }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'e2e_lisi' });
    await expect(row).toContainText('李四');

    await row
      .getByRole('button', { name: tr('users:actions.edit', { username: 'e2e_lisi' }) })
      .click();
    const edit = page.getByRole('dialog', {
      name: tr('users:form.editTitle', { username: 'e2e_lisi' }),
    });
    await expect(edit.getByLabel(tr('users:form.username'))).toHaveAttribute('readonly', '');
    await expect(edit.getByLabel(tr('users:form.password'))).toHaveCount(0);
    await edit.getByLabel(tr('users:form.nickname')).fill('李四 Li Si');
    await edit.getByRole('button', { name: tr('users:form.submitEdit') }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('李四 Li Si');
  });

  test('a failing user list shows fetchError and retries on click', async ({
    page,
    login,
    gotoOrg,
    tr,
    mock,
  }) => {
    await mock.fault({ operationId: 'listUsers', status: 403, count: 1, message: 'E2E refused' });
    await login();
    await gotoOrg(undefined, 'users/all');
    const alert = page.getByRole('alert').filter({ hasText: tr('users:fetchError') });
    // a 403 in the console's words, whatever the server wrote (ADR 0140)
    await expect(alert).toContainText(tr('common:errors.forbidden'));
    await alert.getByRole('button', { name: tr('common:actions.retry') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'wangfang' })).toBeVisible();
  });
});
