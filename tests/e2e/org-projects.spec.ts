import { expect, test } from './fixtures';

test.describe('organization projects page', () => {
  test('create a project, find it by search and mark it favorite', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg();
    await page.getByRole('button', { name: tr('projects:create.open') }).click();
    const dialog = page.getByRole('dialog', { name: tr('projects:create.title') });
    await dialog.getByRole('button', { name: tr('projects:create.submit') }).click();
    await expect(dialog.getByText(tr('projects:Project name cannot be empty'))).toBeVisible();
    await dialog.getByLabel(tr('projects:create.name')).fill('E2E 温室 Greenhouse');
    await dialog.getByRole('button', { name: tr('projects:create.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(tr('projects:notification.createSuccess'))).toBeVisible();
    const link = page.getByRole('link', { name: 'E2E 温室 Greenhouse' });
    await expect(link).toBeVisible();

    await page.getByRole('searchbox', { name: tr('projects:list.search') }).fill('e2e 温室');
    await expect(page.getByRole('link', { name: /Greenhouse 1/ })).toHaveCount(0);
    await expect(link).toBeVisible();

    const star = page.getByRole('button', {
      name: tr('projects:favorite.add', { name: 'E2E 温室 Greenhouse' }),
    });
    await star.click();
    await expect(
      page.getByRole('button', {
        name: tr('projects:favorite.remove', { name: 'E2E 温室 Greenhouse' }),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(tr('projects:notification.favoriteAdded'))).toBeVisible();
  });

  test('a failing project list shows the error and retries on click', async ({
    page,
    login,
    gotoOrg,
    tr,
    mock,
  }) => {
    await mock.fault({
      operationId: 'listProjects',
      status: 403,
      count: 1,
      message: 'E2E refused',
    });
    await login();
    await gotoOrg();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: tr('projects:notification.fetchError') });
    // a 403 in the console's words, whatever the server wrote (ADR 0140)
    await expect(alert).toContainText(tr('common:errors.forbidden'));
    await alert.getByRole('button', { name: tr('common:actions.retry') }).click();
    await expect(page.getByRole('link', { name: /Greenhouse 1/ })).toBeVisible();
  });
});
