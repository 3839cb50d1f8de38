/**
 * The phone on a slow network (issue 28): the console's frame — top bar, the outline of the page — is on screen while
 * the API has not answered yet, and a count reads as loading rather than 0. Every API call is held (route
 * interception) until the test has seen the frame, then answered 3 s late: what the page shows before any answer is
 * checked while no answer can have come, not raced against a clock.
 */
import type { Page } from '@playwright/test';
import { expect, paths, test } from './fixtures';
import { openProject } from './project-helpers';

const LATENCY_MS = 3_000;

/**
 * Holds the API calls matching `pattern` until `release()`, then answers each LATENCY_MS after it was sent; counts the
 * answers.
 */
async function slowApi(page: Page, pattern = '**/api/**') {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { answered: 0 };
  await page.route(pattern, async (route) => {
    const sent = Date.now();
    await released;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, LATENCY_MS - (Date.now() - sent))),
    );
    await route.continue();
    state.answered += 1;
  });
  return { release, state };
}

test.describe('the phone on a slow network', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first load after sign-in shows the frame before any answer', async ({
    page,
    login,
    tr,
  }) => {
    test.setTimeout(60_000);
    await login();
    const api = await slowApi(page);
    await page.goto(paths.dashboard.getHref());
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: tr('layout:userMenu.label') })).toBeVisible();
    await expect(page.getByRole('status', { name: '加载中...' }).first()).toBeVisible();
    expect(api.state.answered, 'no answer has come yet').toBe(0);
    api.release();
    await expect(page).toHaveURL(paths.org.root.getHref('demo-farm'), { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: tr('projects:list.title') }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('the factor page says its count is loading, not 0', async ({ page, login, tr }) => {
    test.setTimeout(60_000);
    await login();
    const project = await openProject(page);
    // the frame comes before any answer
    const api = await slowApi(page);
    await page.goto(`${project}/13/factor/65`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(api.state.answered).toBe(0);
    api.release();
    // the factor is known, its history is on its way: no count yet, and certainly not 0
    const history = await slowApi(page, '**/api/v2/data/**');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /土壤电导率 Soil EC/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(tr('factors:history.count', { count: 0 }))).toHaveCount(0);
    expect(history.state.answered).toBe(0);
    history.release();
    await expect(page.getByText(/^(共 [\d,]+ 条数据|[\d,]+ points)$/)).toBeVisible({
      timeout: 20_000,
    });
  });
});
