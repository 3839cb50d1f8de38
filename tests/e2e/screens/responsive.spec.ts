/**
 * Phone and tablet widths (ADRs 0067, 0068): on every route of the product, at 360, 390 and 768 px (and 1024, 1280, 1920), the
 * top bar's items never overlap or leave the screen, the page never scrolls sideways (document scrollWidth ≤ viewport)
 * and no table is wider than the viewport. Each route is opened once and the viewport resized through the widths.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoIds, ORG, ROUTES, type DemoIds, type ScreenRoute } from './routes';
import { layoutOf, settle } from './layout-checks';

// the three small widths of ADR 0067, then the desktop widths up to a wall screen (a resize and a check cost ~0.1 s)
const WIDTHS = [360, 390, 768, 1024, 1280, 1920] as const;

let ids: DemoIds | undefined;
async function idsOf(request: APIRequestContext, access: string): Promise<DemoIds> {
  ids ??= await demoIds(request, access);
  return ids;
}

/** What is wrong with the layout at the current width, as readable lines (none: it fits). */
async function problems(page: Page): Promise<string[]> {
  const r = await layoutOf(page);
  return [
    ...(r.scrollWidth > r.viewport
      ? [`page ${r.scrollWidth} px wide in ${r.viewport} px: ${r.overflowing.join('; ')}`]
      : []),
    ...r.headerOverlaps.map((o) => `top bar items overlap: ${o}`),
    ...r.headerOutside.map((o) => `top bar item off screen: ${o}`),
    ...r.wideTables.map((o) => `table wider than the screen: ${o}`),
  ];
}

/**
 * The routes in a few groups, one test each: a test's fixed cost (browser context, sandbox, sign-in, the first load of
 * the console's scripts) is paid once per group rather than once per route.
 * Signed-out routes form a group of their own. Each route is a step named after it; the failure names the route.
 */
const GROUP_SIZE = 5;
const signedIn = ROUTES.filter((r) => r.signedIn);
const GROUPS: ScreenRoute[][] = [
  ...Array.from({ length: Math.ceil(signedIn.length / GROUP_SIZE) }, (_, i) =>
    signedIn.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
  ),
  ROUTES.filter((r) => !r.signedIn),
];

test.describe('every route fits 360, 390, 768 px and the desktop widths up to 1920 px', () => {
  for (const group of GROUPS) {
    test(group.map((r) => r.name).join(', '), async ({ page, login, request }) => {
      // each route keeps the time it had as a test of its own
      test.setTimeout(30_000 * group.length);
      const session = await login();
      const demo = await idsOf(request, session.access);
      if (!group[0]!.signedIn) {
        await page.addInitScript(() => {
          for (const key of ['access_token', 'refresh_token', 'user']) localStorage.removeItem(key);
        });
      }
      if (group.some((r) => r.name === 'project-data-download')) {
        // one export, so that the page shows its list rather than the empty state
        const now = Math.floor(Date.now() / 1000);
        const res = await request.post(`/api/v2/projects/${demo.projectId}/data-download-tasks/`, {
          headers: { Authorization: `Bearer ${session.access}`, 'X-Org-Slug': ORG },
          data: {
            device_id: demo.deviceId,
            factors: [demo.factorId],
            start_time: now - 86_400,
            end_time: now,
            name: 'North weather station — an export with a long name, 2026-11-22',
          },
        });
        expect(res.ok(), 'export created').toBeTruthy();
      }

      for (const route of group) {
        await test.step(route.name, async () => {
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await page.goto(route.path(demo));
          await settle(page);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await expect
              .poll(() => problems(page), { message: `${route.name} at ${width} px` })
              .toEqual([]);
          }
        });
      }
    });
  }
});

test.describe('top bar', () => {
  test('every item stays reachable from 360 px: switchers in the bar, links in the user menu', async ({
    page,
    login,
    request,
    tr,
  }) => {
    const session = await login();
    const demo = await idsOf(request, session.access);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/org/${ORG}/${demo.projectId}`);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link').first()).toHaveAttribute('href', '/dashboard');
    await expect(
      bar.getByRole('button', { name: tr('organizations:switcher.label') }),
    ).toBeVisible();
    const project = bar.getByRole('button', { name: tr('projects:switcher.label') });
    await expect(project).toBeVisible();
    await expect(project).toHaveAttribute('title', /Greenhouse 1/);
    await expect(bar.getByRole('link', { name: tr('layout:topBar.apiDocs') })).toBeHidden();

    await bar.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: tr('layout:topBar.apiDocs') })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await expect(
      menu.getByRole('menuitem', { name: tr('layout:topBar.officialSite') }),
    ).toHaveAttribute('href', /^https?:\/\//);
    await page.keyboard.press('Escape');

    // from md up the links are in the bar again, and out of the menu
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(bar.getByRole('link', { name: tr('layout:topBar.apiDocs') })).toBeVisible();
    await bar.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    await expect(page.getByRole('menuitem', { name: tr('layout:userMenu.logout') })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: tr('layout:topBar.apiDocs') })).toBeHidden();
  });
});

test('monitor: the board shows whole on a phone (laid out at 1280 px, scaled) and at full size on a wall', async ({
  page,
  login,
}) => {
  await login();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/monitor');
  const frame = page.locator('iframe');
  const board = page.frameLocator('iframe');
  await expect(board.locator('body')).not.toBeEmpty();
  const inside = () => board.locator('html').evaluate(() => window.innerWidth);
  expect(await inside()).toBe(1280);
  const box = await frame.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(inside).toBeGreaterThan(1600);
  const wall = await frame.boundingBox();
  expect(wall && Math.abs(wall.width / wall.height - 16 / 9)).toBeLessThan(0.02);
});
