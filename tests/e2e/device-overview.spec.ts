import { expect, test } from './fixtures';
import { openProject, setDeviceState } from './project-helpers';

test.describe('device page', () => {
  test('open a device, switch devices, toggle a switch', async ({ page, login, tr, request }) => {
    await setDeviceState(request, 'SIM-0013', 'online');
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/`);
    await expect(page.getByRole('link', { name: tr('devices:backToAll') })).toHaveAttribute(
      'href',
      '/org/demo-farm/devices/',
    );
    // overview: enabled factors with value, unit and time
    await expect(page.getByText(/°C/).first()).toBeVisible();
    await expect(page.getByText(tr('devices:overview.autoRefresh', { seconds: 10 }))).toBeVisible();

    // the switcher: searchable, with a count and a badge per device
    await page
      .getByRole('button', { name: new RegExp(tr('devices:deviceSelector.label')) })
      .click();
    await expect(page.getByText(tr('devices:deviceSelector.count', { count: 6 }))).toBeVisible();
    await page.getByPlaceholder(tr('devices:deviceSelector.search')).fill('SIM-0013');
    await expect(page.getByText(tr('devices:deviceSelector.count', { count: 1 }))).toBeVisible();
    const option = page.getByRole('option', { name: /SIM-0013/ });
    await expect(option).toContainText('在线');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${project}/13/$`));

    // a switch toggles from its card
    const valve = page.getByRole('switch').first();
    const before = await valve.getAttribute('aria-checked');
    await valve.click();
    await expect(valve).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
    await expect(page.getByText(/已打开|已关闭|switched (on|off)/).first()).toBeVisible();
  });

  test('reboot a device and watch it come back', async ({ page, login, tr, request, mock }) => {
    await setDeviceState(request, 'SIM-0001', 'auto');
    // the sandbox's time stands still: the device stays offline until the test moves it
    await mock.pause();
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/settings`);
    const switcher = page.getByRole('button', {
      name: new RegExp(tr('devices:deviceSelector.label')),
    });
    await expect(switcher).toContainText('在线');
    await page.getByRole('button', { name: tr('devices:settings.reboot') }).click();
    const dialog = page.getByRole('alertdialog', { name: tr('devices:settings.rebootTitle') });
    await dialog.getByRole('button', { name: tr('devices:settings.reboot') }).click();
    await expect(dialog).toBeHidden();
    await expect(switcher).toContainText('离线');
    // MOCK_REBOOT_SECONDS (10 s) of the sandbox's time later it is back
    await mock.advance(11);
    await page.reload();
    await expect(switcher).toContainText('在线');
  });

  // Chromium retries a dropped request on each pooled connection: the fault covers all of them
  test('a reboot without an answer says restartFailed', async ({
    page,
    login,
    tr,
    request,
    mock,
  }) => {
    await setDeviceState(request, 'SIM-0001', 'auto');
    await login();
    const project = await openProject(page);
    await mock.fault({ operationId: 'rebootDevice', drop_connection: true, count: 20 });
    await page.goto(`${project}/1/settings`);
    await page.getByRole('button', { name: tr('devices:settings.reboot') }).click();
    const dialog = page.getByRole('alertdialog', { name: tr('devices:settings.rebootTitle') });
    await dialog.getByRole('button', { name: tr('devices:settings.reboot') }).click();
    await expect(page.getByText(tr('devices:restartFailed'))).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('alerts tab is the coming-soon placeholder', async ({ page, login, tr }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/alerts`);
    await expect(page.getByText(tr('devices:alerts.comingSoon'))).toBeVisible();
  });
});
