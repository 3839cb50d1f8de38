/**
 * The smoke suite (docs/testing.md#smoke-suite-any-backend): one walk through the console as a user makes it, against
 * any deployment — `E2E_BASE_URL=https://console.example.org/ pnpm test:e2e:smoke`. It needs no control plane and knows
 * no id of any backend: it signs in (E2E_USERNAME / E2E_PASSWORD, the demo account by default) and finds the
 * organization, project, device and factor by following the console's own links. The account's first organization needs
 * a project with a device with a factor. Runs in zh and en (one walk each); `pnpm test:deploy` walks every deployment.
 *
 * Besides what the pages show it checks what a deployment breaks first: no API answer ≥ 500 or 4xx other than 401 (the
 * console renews a session on 401), no uncaught page error, factor icons that load from the backend's assets, and —
 * with E2E_SMOKE_EXPECT_REFRESH=1, for a backend whose access tokens expire within the walk — at least one refresh.
 */
import type { Page, Response } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

const USERNAME = process.env.E2E_USERNAME ?? DEMO.username;
const PASSWORD = process.env.E2E_PASSWORD ?? DEMO.password;

/** What the walk saw of the API and the page. */
function watch(page: Page) {
  const seen = {
    refreshes: 0,
    unauthorized: 0,
    failures: [] as string[],
    pageErrors: [] as string[],
  };
  page.on('response', (res: Response) => {
    const { pathname } = new URL(res.url());
    if (!pathname.includes('/api/v2/')) return;
    const status = res.status();
    if (pathname.endsWith('/api/v2/account/refresh/') && status === 200) seen.refreshes += 1;
    if (status === 401) seen.unauthorized += 1;
    else if (status >= 400) seen.failures.push(`${res.request().method()} ${pathname} → ${status}`);
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  return seen;
}

test('smoke: sign in, organization, project, device, factor, downloads, tokens, profile, sign out', async ({
  page,
  tr,
}) => {
  test.setTimeout(90_000);
  const seen = watch(page);
  const menu = (name: 'orgMenu' | 'projectMenu') =>
    page.getByRole('navigation', { name: tr(`layout:${name}.label`) });

  await test.step('sign in: the first organization opens', async () => {
    await page.goto('login');
    await page.getByLabel(tr('auth:login.username')).fill(USERNAME);
    await page.getByLabel(tr('auth:login.password')).fill(PASSWORD);
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page).toHaveURL(/\/org\/[^/]+\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: tr('projects:list.title') }),
    ).toBeVisible();
  });

  await test.step('project dashboard: totals and the 24-hour chart', async () => {
    await page.locator('[data-slot=card]').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/org\/[^/]+\/[^/]+$/);
    for (const group of ['dataCount', 'online', 'offline'])
      await expect(
        page.getByRole('group', { name: tr(`project-dashboard:${group}`) }),
      ).toContainText(/\d/);
    await expect(
      page.getByRole('figure', { name: tr('project-dashboard:hourlySeries') }).locator('canvas'),
    ).toBeVisible();
  });

  await test.step('device page: latest values with the factor icons of the backend', async () => {
    await menu('projectMenu')
      .getByRole('link', { name: tr('layout:projectMenu.devices') })
      .click();
    await expect(
      page.getByRole('heading', { name: tr('devices:project-devices.title') }),
    ).toBeVisible();
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/org\/[^/]+\/[^/]+\/\d+\/$/);
    const icons = page.locator('img[data-slot=factor-icon]');
    await expect(icons.first()).toBeVisible();
    // every icon loaded, and from the backend's assets (not the console's fallback)
    await expect
      .poll(() =>
        icons.evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).every(
            (img) => img.complete && img.naturalWidth > 0 && !img.src.endsWith('/icons/factor.svg'),
          ),
        ),
      )
      .toBe(true);
  });

  await test.step('factor: chart and table of its history', async () => {
    await page
      .getByRole('navigation', { name: tr('devices:tabs.label') })
      .getByRole('link', { name: tr('devices:tabs.factors') })
      .click();
    await page
      .getByRole('list', { name: tr('factors:list.title') })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/factor\/\d+$/);
    await expect(page.getByRole('figure').locator('canvas')).toBeVisible();
    const table = page.getByRole('region', { name: tr('factors:history.table') });
    await expect(table.getByRole('row').nth(1)).toBeVisible(); // a reading, or the no-data row
  });

  await test.step('data download: the task list', async () => {
    await menu('projectMenu')
      .getByRole('link', { name: tr('layout:projectMenu.dataDownload') })
      .click();
    await expect(page.getByRole('heading', { name: tr('downloads:title') })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText(tr('downloads:empty')))).toBeVisible();
  });

  await test.step('organization settings: the access tokens', async () => {
    // the back arrow with the project's name, above the project menu
    await page.getByRole('link', { name: tr('layout:projectMenu.back') }).click();
    await menu('orgMenu')
      .getByRole('link', { name: tr('layout:orgMenu.settings') })
      .click();
    await page
      .getByRole('navigation', { name: tr('org-settings:menu.label') })
      .getByRole('link', { name: tr('org-settings:menu.tokens') })
      .click();
    await expect(page.getByRole('heading', { name: tr('tokens:title') })).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText(tr('tokens:empty')))).toBeVisible();
  });

  await test.step('profile: the signed-in user', async () => {
    await page.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    await page.getByRole('menuitem', { name: tr('layout:userMenu.settings') }).click();
    await expect(
      page.getByRole('textbox', { name: tr('account:profile.username'), exact: true }),
    ).toHaveValue(USERNAME);
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    await page.getByRole('menuitem', { name: tr('layout:userMenu.logout') }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    await expect(page.getByRole('button', { name: tr('auth:login.submit') })).toBeVisible();
  });

  test.info().annotations.push({
    type: 'api',
    description: `${seen.refreshes} refresh(es), ${seen.unauthorized} answer(s) 401`,
  });
  expect(seen.failures, 'API answers other than success or 401').toEqual([]);
  expect(seen.pageErrors, 'uncaught errors in the page').toEqual([]);
  if (process.env.E2E_SMOKE_EXPECT_REFRESH === '1')
    expect(seen.refreshes, 'the session was renewed during the walk').toBeGreaterThan(0);
});
