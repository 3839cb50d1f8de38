import { expect, test } from './fixtures';
import { openProject } from './project-helpers';

test.describe('device factors', () => {
  test('factor form: defaults, rules, create, disable and delete', async ({ page, login, tr }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/factors`);
    await page.getByRole('button', { name: tr('factors:actions.create') }).click();
    const dialog = page.getByRole('dialog', { name: tr('factors:form.createTitle') });
    const field = (key: string) =>
      dialog.getByLabel(tr(`factors:form.fields.${key}`), { exact: true });
    // the factor defaults
    await expect(field('unit')).toHaveValue('1');
    await expect(field('modbus_type')).toHaveValue('3');
    await expect(field('data_type')).toHaveValue('2');
    await expect(field('data_endian')).toHaveValue('>');
    await expect(field('data_factor')).toHaveValue('1');
    await expect(field('data_delta')).toHaveValue('0');
    await expect(field('decimals')).toHaveValue('1');
    // the form rules
    await field('address').fill('-1');
    await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
    await expect(dialog.getByText(tr('factors:form.errors.nameRequired'))).toBeVisible();
    await expect(dialog.getByText(tr('factors:form.errors.typeRequired'))).toBeVisible();
    await expect(dialog.getByText(tr('common:validation.tooSmall', { bound: 0 }))).toBeVisible();
    await field('name').fill('E2E 土壤温度');
    await field('the_type').selectOption('1008');
    await field('address').fill('12');
    await dialog.getByRole('button', { name: tr('common:actions.save') }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('listitem').filter({ hasText: 'E2E 土壤温度' });
    await expect(card.getByRole('heading')).toHaveText('E2E 土壤温度 (°C)');
    await card.getByRole('switch').click();
    await expect(page.getByText(tr('factors:notification.disabled'))).toBeVisible();
    await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await card.getByRole('button', { name: tr('factors:actions.delete') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr('factors:actions.delete') })
      .click();
    await expect(card).toHaveCount(0);
  });

  test("read a factor's 7-day history page by page", async ({ page, login, tr }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/factors`);
    await page.getByRole('link', { name: /Air temperature/ }).click();
    await expect(page).toHaveURL(new RegExp(`${project}/1/factor/1$`));
    await expect(
      page.getByRole('heading', { level: 2, name: /Air temperature \(°C\)/ }),
    ).toBeVisible();
    await expect(page.getByText(tr('factors:history.perPage', { count: 1000 }))).toBeVisible();
    const pager = page.getByRole('navigation', { name: tr('factors:history.pager') });
    const next = pager.getByRole('button', { name: tr('factors:history.next') });
    const previous = pager.getByRole('button', { name: tr('factors:history.previous') });
    // 1 h by default: one page, next disabled (the page is not full)
    await expect(page.getByRole('button', { name: '1小时' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pager).toContainText('1 / 1');
    await expect(next).toBeDisabled();

    await page.getByRole('button', { name: '7天' }).click();
    await expect(pager).toContainText('1 / 11');
    const table = page.getByRole('region', { name: tr('factors:history.table') });
    const firstTime = table.getByRole('row').nth(1).getByRole('cell').first();
    const page1 = await firstTime.innerText();
    expect(page1).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await next.click();
    await expect(pager).toContainText('2 / 11');
    await expect(firstTime).not.toHaveText(page1);
    const page2 = await firstTime.innerText();
    expect(page2 < page1).toBeTruthy();
    await previous.click();
    await expect(pager).toContainText('1 / 11');
    await expect(firstTime).toHaveText(page1);
    // choosing a range goes back to page 1
    await next.click();
    await expect(pager).toContainText('2 / 11');
    await page.getByRole('button', { name: '1天' }).click();
    await expect(pager).toContainText('1 / 2');
  });

  test('history errors: alert with retry, and a factor that does not exist', async ({
    page,
    login,
    tr,
    mock,
  }) => {
    await login();
    const project = await openProject(page);
    await mock.fault({ operationId: 'getFactorHistory', drop_connection: true, count: 20 });
    await page.goto(`${project}/1/factor/1`);
    const alert = page.getByRole('alert').filter({ hasText: tr('factors:history.loadFailed') });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(tr('factors:history.noData'))).toBeVisible();
    await alert.getByRole('button', { name: tr('common:actions.retry') }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole('navigation', { name: tr('factors:history.pager') })).toContainText(
      '1 / 1',
    );

    await page.goto(`${project}/1/factor/999`);
    await expect(page.getByRole('alert').filter({ hasText: tr('factors:notExist') })).toBeVisible();
  });
});
