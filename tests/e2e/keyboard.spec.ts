/**
 * The keyboard user's journey (issue 28): each dialog opens and closes with the keyboard alone, and focus goes back to
 * what opened it — a page's button, or the trigger of the row menu whose item opened it (packages/ui
 * use-return-focus.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ORG, expect, test } from './fixtures';
import { openProject } from './project-helpers';

/** Focus `opener`, open with Enter, check focus is in the dialog, close with Escape, check focus is back. */
async function openAndCloseWithKeys(page: Page, opener: Locator, dialogRole = 'dialog') {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole(dialogRole as 'dialog');
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: 'focus moved into the dialog',
    })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('the keyboard user', () => {
  test('creates nothing, but opens and closes every create dialog; focus comes back', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg();
    await openAndCloseWithKeys(
      page,
      page.getByRole('button', { name: tr('projects:create.open') }).first(),
    );

    await gotoOrg(DEMO_ORG, 'devices/');
    await openAndCloseWithKeys(page, page.getByRole('button', { name: tr('devices:actions.add') }));

    await gotoOrg(DEMO_ORG, 'settings/tokens');
    await openAndCloseWithKeys(
      page,
      page.getByRole('button', { name: tr('tokens:create.open') }).first(),
    );

    await gotoOrg(DEMO_ORG, 'users/all');
    await openAndCloseWithKeys(
      page,
      page.getByRole('button', { name: tr('users:actions.create') }),
    );

    const project = await openProject(page);
    await page.goto(`${project}/1/factors`);
    await openAndCloseWithKeys(
      page,
      page.getByRole('button', { name: tr('factors:actions.create') }),
    );

    await page.goto(`${project}/data-download`);
    await openAndCloseWithKeys(
      page,
      page.getByRole('button', { name: tr('downloads:actions.create') }),
    );
  });

  test('leaves a dialog by its Cancel button with Tab and Enter; focus comes back', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg();
    const opener = page.getByRole('button', { name: tr('projects:create.open') }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: tr('projects:create.title') });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: tr('common:actions.cancel') });
    for (let i = 0; i < 10 && !(await cancel.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a dialog opened from a row menu gives focus back to the menu button', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/devices`);
    const row = page.getByRole('row').filter({ hasText: 'SIM-0001' });
    const menu = row.getByRole('button', {
      name: tr('common:actions.for', { name: '北区气象站 North weather station' }),
    });
    await menu.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: tr('devices:actions.reboot') });
    await expect(page.getByRole('menu')).toBeVisible();
    for (let i = 0; i < 6 && !(await item.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: tr('devices:settings.rebootTitle') });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
