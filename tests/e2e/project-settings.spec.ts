import { expect, test } from './fixtures';
import { openProject } from './project-helpers';

test.describe('project settings', () => {
  test('rename, then transfer and delete ask first and go to the projects', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    const project = await openProject(page, /Nursery/);
    await page.goto(`${project}/settings`);
    await expect(page).toHaveURL(`${project}/settings/basic`);
    const name = page.getByLabel(tr('project-settings:rename.name'));
    const save = page.getByRole('button', { name: tr('common:actions.save') });
    await expect(save).toBeDisabled();
    await name.fill('');
    await save.click();
    await expect(page.getByText(tr('project-settings:nameRequired'))).toBeVisible();
    await name.fill('育苗棚 Nursery E2E');
    await save.click();
    await expect(page.getByText(tr('project-settings:notification.renamed'))).toBeVisible();
    await expect(page.getByRole('link', { name: /Nursery E2E/ }).first()).toBeVisible();

    await page.getByRole('button', { name: tr('project-settings:transfer.submit') }).click();
    await expect(page.getByText(tr('project-settings:targetOrgRequired'))).toBeVisible();

    await page.getByRole('button', { name: tr('project-settings:delete.submit') }).click();
    const confirm = page.getByRole('alertdialog', {
      name: tr('project-settings:delete.confirmTitle'),
    });
    await confirm.getByRole('button', { name: tr('project-settings:delete.submit') }).click();
    await expect(page).toHaveURL('/org/demo-farm/');
    await expect(page.getByRole('link', { name: /Nursery/ })).toHaveCount(0);
  });
});
