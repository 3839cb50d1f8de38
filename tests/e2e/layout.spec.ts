import { DEMO_ORG, expect, test } from './fixtures';

test.describe('layout', () => {
  test('organization switcher: roles, switching, creating', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg();
    await page.getByRole('button', { name: tr('organizations:switcher.label') }).click();
    const lab = page.getByRole('menuitem', { name: /Greenhouse Lab/ });
    await expect(lab).toContainText(tr('organizations:roles.owner'));
    await lab.click();
    await expect(page).toHaveURL('/org/greenhouse-lab/');

    await page.getByRole('button', { name: tr('organizations:switcher.label') }).click();
    await page.getByRole('menuitem', { name: tr('organizations:create.open') }).click();
    const dialog = page.getByRole('dialog', { name: tr('organizations:create.title') });
    await dialog.getByLabel(tr('organizations:create.slug')).fill('Bad Slug');
    await dialog.getByLabel(tr('organizations:create.name')).fill('E2E 组织');
    await dialog.getByRole('button', { name: tr('organizations:create.submit') }).click();
    await expect(dialog.getByText(tr('organizations:create.invalidSlug'))).toBeVisible();
    await dialog.getByLabel(tr('organizations:create.slug')).fill('e2e-org');
    await dialog.getByRole('button', { name: tr('organizations:create.submit') }).click();
    await expect(page).toHaveURL('/org/e2e-org/');
  });

  test('project pages: menu and project switcher with device counts', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg();
    await page.getByRole('link', { name: /Greenhouse 1/ }).click();
    await expect(page).toHaveURL(new RegExp(`/org/${DEMO_ORG}/proj_`));
    const menu = page.getByRole('navigation', { name: tr('layout:projectMenu.label') });
    for (const key of ['overview', 'devices', 'dataDownload', 'settings']) {
      await expect(menu.getByRole('link', { name: tr(`layout:projectMenu.${key}`) })).toBeVisible();
    }
    await page.getByRole('button', { name: tr('projects:switcher.label') }).click();
    const nursery = page.getByRole('menuitem', { name: /Nursery/ });
    await expect(nursery).toContainText(/\d/);
    await nursery.click();
    await expect(page.getByRole('heading', { level: 1, name: /Nursery/ })).toBeVisible();
    await page
      .getByRole('link', { name: /Nursery/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/org/${DEMO_ORG}/`);
  });

  test('a member without can_manage_project does not see all devices', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login('viewer', 'viewer123456');
    await gotoOrg();
    const menu = page.getByRole('navigation', { name: tr('layout:orgMenu.label') });
    await expect(menu.getByRole('link', { name: tr('layout:orgMenu.projects') })).toBeVisible();
    await expect(menu.getByRole('link', { name: tr('layout:orgMenu.devices') })).toHaveCount(0);
  });

  test('top bar links and footer', async ({ page, login, gotoOrg, tr }) => {
    await login();
    await gotoOrg();
    await expect(page.getByRole('link', { name: tr('layout:topBar.apiDocs') })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await expect(page.getByRole('link', { name: tr('layout:topBar.officialSite') })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('2025');
  });
});
