import { expect, paths, test } from './fixtures';
import { openProject } from './project-helpers';

test.describe('project dashboard', () => {
  test('totals agree with the project card and link to the project devices', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    await page.goto(paths.org.root.getHref('demo-farm'));
    const card = page
      .locator('[data-slot=card]')
      .filter({ has: page.getByRole('link', { name: /Greenhouse 1/ }) });
    const counts = card.locator('dd');
    const devices = Number(await counts.nth(0).innerText());
    const offline = Number(await counts.nth(1).innerText());
    await openProject(page);

    const online = page.getByRole('group', { name: tr('project-dashboard:online') });
    const off = page.getByRole('group', { name: tr('project-dashboard:offline') });
    await expect(online).toContainText(String(devices - offline));
    await expect(off).toContainText(String(offline));
    const total = page.getByRole('group', { name: tr('project-dashboard:dataCount') });
    await expect(total).toContainText(/\d{1,3}(,\d{3})+/);
    await expect(
      page.getByRole('figure', { name: tr('project-dashboard:hourlySeries') }),
    ).toBeVisible();

    // each total opens the list it counts
    await online.getByRole('link', { name: tr('project-dashboard:viewOnline') }).click();
    await expect(page).toHaveURL(/\/org\/demo-farm\/proj_\w+\/devices\?status=online$/);
    await expect(page.getByText('SIM-0001')).toBeVisible();
    await expect(page.getByRole('row', { name: /SIM-\d+/ })).toHaveCount(devices - offline);
    await expect(page.getByRole('combobox', { name: tr('devices:list.statusFilter') })).toHaveText(
      tr('devices:list.status.online'),
    );
    await page.goBack();
    await off.getByRole('link', { name: tr('project-dashboard:viewOffline') }).click();
    await expect(page).toHaveURL(/\/devices\?status=offline$/);
    await expect(page.getByRole('row', { name: /SIM-\d+/ })).toHaveCount(offline);
  });

  test('says so when the statistics or the device totals fail', async ({
    page,
    login,
    tr,
    mock,
  }) => {
    await login();
    // Until the test ends (its sandbox goes with the faults): however often the page retries, it keeps failing.
    await mock.fault({ operationId: 'getProjectDataTotal', status: 500 });
    await mock.fault({ operationId: 'getProject', status: 500 });
    await openProject(page).catch(() => undefined);
    await expect(page.getByText(tr('project-dashboard:loadDataError')).first()).toBeVisible();
    await expect(page.getByText(tr('project-dashboard:loadDeviceError')).first()).toBeVisible();
  });
});
