import { expect, test } from './fixtures';
import { openProject } from './project-helpers';

test.describe("a project's devices page", () => {
  test('bind into this project, then reboot (restartFailed with the reason, then success)', async ({
    page,
    login,
    tr,
    mock,
    lang,
  }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/devices`);
    await expect(
      page.getByRole('heading', { name: tr('devices:project-devices.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: tr('devices:actions.bindHere') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(tr('devices:bind.project'))).toHaveCount(0);
    await dialog.getByLabel(tr('devices:bind.deviceId')).fill('SIM-BIND-002');
    await dialog.getByLabel(tr('devices:bind.safeCode')).fill('SAFE-002');
    await dialog.getByRole('button', { name: tr('devices:bind.submit') }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'SIM-BIND-002' });
    await expect(row).toBeVisible();

    // the server's reason when it is in the reader's language, else the page's own text (ADR 0140)
    await mock.fault({ operationId: 'rebootDevice', status: 409, count: 1, message: 'E2E busy' });
    await row.getByRole('button').click();
    await page.getByRole('menuitem', { name: tr('devices:actions.reboot') }).click();
    // reboot asks first (ADR 0145)
    const confirm = page.getByRole('alertdialog', { name: tr('devices:settings.rebootTitle') });
    await confirm.getByRole('button', { name: tr('devices:settings.reboot') }).click();
    await expect(
      page.getByText(lang === 'zh' ? tr('devices:restartFailed') : 'E2E busy'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: tr('devices:settings.reboot') }).click();
    await expect(page.getByText(tr('devices:reboot.success'))).toBeVisible();
    await expect(confirm).toBeHidden();
  });

  test('a failing list shows project-devices.loadFailed', async ({ page, login, tr, mock }) => {
    await login();
    const project = await openProject(page);
    await mock.fault({
      operationId: 'listProjectDevices',
      status: 403,
      count: 1,
      message: 'E2E refused',
    });
    await page.goto(`${project}/devices`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: tr('devices:project-devices.loadFailed') });
    // a 403 in the console's words, whatever the server wrote (ADR 0140)
    await expect(alert).toContainText(tr('common:errors.forbidden'));
    await alert.getByRole('button', { name: tr('common:actions.retry') }).click();
    await expect(page.getByRole('row').filter({ hasText: 'SIM-0001' })).toBeVisible();
  });
});
