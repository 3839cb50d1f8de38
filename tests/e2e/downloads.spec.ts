import { expect, test } from './fixtures';
import { openProject } from './project-helpers';

test.describe('data download', () => {
  test('create an export and download its CSV', async ({ page, login, tr, request, mock }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/data-download`);
    await page.getByRole('button', { name: tr('downloads:actions.create') }).click();
    const dialog = page.getByRole('dialog', { name: tr('downloads:create.title') });
    const submit = dialog.getByRole('button', { name: tr('downloads:create.submit') });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(tr('downloads:pleaseSelectDevice'));
    await dialog.getByRole('combobox', { name: tr('downloads:create.device') }).click();
    await page.getByRole('option', { name: '北区气象站 North weather station (SIM-0001)' }).click();
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(tr('downloads:pleaseCompleteInfo'));
    await dialog.getByRole('button', { name: tr('downloads:presets.yesterday') }).click();
    await dialog.getByLabel(/Air temperature/).check();
    await dialog.getByLabel(tr('downloads:create.name')).fill('E2E export');
    await submit.click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: 'E2E export' });
    await expect(row).toBeVisible();
    // a minute of the sandbox's time later the export has finished; reloading shows it before the 30 s refresh
    await mock.advance(60);
    await page.reload();
    await expect(row).toContainText(tr('downloads:status.completed'));

    const fileRequest = page
      .context()
      .waitForEvent('request', (r) => r.url().includes('/download-files/'));
    await row.getByRole('button', { name: tr('downloads:actions.download') }).click();
    const csv = await request.get((await fileRequest).url());
    expect(csv.ok()).toBeTruthy();
    const text = await csv.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '时间,"空气温度 Air temperature (°C)"',
    );

    await row
      .getByRole('button', { name: tr('downloads:actions.deleteTask', { name: 'E2E export' }) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: tr('downloads:deleteTitle') });
    await confirm.getByRole('button', { name: tr('downloads:actions.delete') }).click();
    await expect(row).toHaveCount(0);
  });

  test('a task without a link says downloadFailed', async ({ page, login, tr, mock }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/data-download`);
    await page.getByRole('button', { name: tr('downloads:actions.create') }).click();
    const dialog = page.getByRole('dialog', { name: tr('downloads:create.title') });
    await dialog.getByRole('combobox', { name: tr('downloads:create.device') }).click();
    await page.getByRole('option', { name: '北区气象站 North weather station (SIM-0001)' }).click();
    await dialog.getByRole('button', { name: tr('downloads:presets.today') }).click();
    await dialog.getByLabel(tr('downloads:create.allFactors')).check();
    await dialog.getByRole('button', { name: tr('downloads:create.submit') }).click();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('row')
      .filter({ hasText: tr('downloads:status.completed') })
      .first();
    await mock.advance(60);
    await page.reload();
    await expect(row).toBeVisible();
    await mock.fault({ operationId: 'getDownloadTaskLink', status: 500, count: 3 });
    await row.getByRole('button', { name: tr('downloads:actions.download') }).click();
    await expect(page.getByText(tr('downloads:downloadFailed'))).toBeVisible();
  });
});
