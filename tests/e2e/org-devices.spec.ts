import { expect, test } from './fixtures';

test.describe('organization devices page', () => {
  test('bind SIM-BIND-002 with SAFE-002, find it and move it into a project', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg(undefined, 'devices/');
    await expect(
      page.getByRole('heading', { name: tr('devices:org-devices.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: tr('devices:actions.add') }).click();
    const dialog = page.getByRole('dialog', { name: tr('devices:bind.title') });
    await dialog.getByRole('button', { name: tr('devices:bind.submit') }).click();
    await expect(dialog.getByText(tr('devices:bind.deviceIdRequired'))).toBeVisible();
    await expect(dialog.getByText(tr('devices:bind.safeCodeRequired'))).toBeVisible();
    await dialog.getByLabel(tr('devices:bind.deviceId')).fill('SIM-BIND-002');
    await dialog.getByLabel(tr('devices:bind.safeCode')).fill('SAFE-002');
    await dialog.getByRole('button', { name: tr('devices:bind.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(tr('devices:bind.success'))).toBeVisible();

    await page.getByRole('searchbox', { name: tr('devices:list.search') }).fill('SIM-BIND-002');
    const row = page.getByRole('row').filter({ hasText: 'SIM-BIND-002' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(tr('devices:list.noProject'));

    await row.getByRole('button').click();
    await page.getByRole('menuitem', { name: tr('devices:actions.move') }).click();
    const move = page.getByRole('dialog', { name: tr('devices:move.title') });
    await move.getByRole('button', { name: tr('devices:move.submit') }).click();
    await expect(move.getByText(tr('devices:selectProject'))).toBeVisible();
    await move.getByRole('combobox', { name: tr('devices:move.target') }).click();
    await page.getByRole('option', { name: /Nursery/ }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await move.getByRole('button', { name: tr('devices:move.submit') }).click();
    await expect(move).toBeHidden();
    await expect(row).toContainText('Nursery');
    // with a project, the device opens its page
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      /\/org\/demo-farm\/proj_\w+\/\d+\/$/,
    );
  });

  test('a failing device list shows org-devices.loadFailed and retries on click', async ({
    page,
    login,
    gotoOrg,
    tr,
    mock,
  }) => {
    await mock.fault({ operationId: 'listDevices', status: 403, count: 1, message: 'E2E refused' });
    await login();
    await gotoOrg(undefined, 'devices/');
    const alert = page.getByRole('alert').filter({ hasText: tr('devices:org-devices.loadFailed') });
    // a 403 in the console's words, whatever the server wrote (ADR 0140)
    await expect(alert).toContainText(tr('common:errors.forbidden'));
    await alert.getByRole('button', { name: tr('common:actions.retry') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'SIM-0001' })).toBeVisible();
  });

  test('a refused bind shows the server reason', async ({ page, login, gotoOrg, tr }) => {
    await login();
    await gotoOrg(undefined, 'devices/');
    await page.getByRole('button', { name: tr('devices:actions.add') }).click();
    const dialog = page.getByRole('dialog', { name: tr('devices:bind.title') });
    await dialog.getByLabel(tr('devices:bind.deviceId')).fill('SIM-BIND-002');
    await dialog.getByLabel(tr('devices:bind.safeCode')).fill('WRONG');
    await dialog.getByRole('button', { name: tr('devices:bind.submit') }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
