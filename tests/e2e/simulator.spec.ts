/**
 * The simulator workbench (features/simulator, docs/mock-server.md#the-workbench-in-the-console): every action of its
 * drawer and of a device's Simulator tab, and its effect on the product's pages — a device offline in the list, a
 * spiked value in the factor's history, +1 d moving the dashboard's buckets, a fault showing a page's error state until
 * cleared. The page keeps the test's sandbox as the tab's world and sends it itself (`tabWorld`).
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { openProject } from './project-helpers';

type Tr = (id: string, values?: Record<string, string | number>) => string;

test.use({ tabWorld: true });

/** The workbench's corner button and its drawer. */
function workbench(page: Page, tr: Tr) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${tr('simulator:trigger')}`) });
  const drawer = page.getByRole('dialog', { name: tr('simulator:title') });
  const section = (name: string) => drawer.getByRole('region', { name });
  return {
    trigger,
    drawer,
    section,
    open: async (tab?: 'world' | 'faults' | 'variants') => {
      await trigger.click();
      await expect(drawer).toBeVisible();
      if (tab) await drawer.getByRole('tab', { name: tr(`simulator:sections.${tab}`) }).click();
    },
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    },
    /** The world's time as the clock section shows it, in ms (to the minute). */
    worldTime: async () => {
      const text = await section(tr('simulator:clock.heading')).locator('time').innerText();
      return Date.parse(text.replace(' ', 'T'));
    },
  };
}

/** The tab is on the login page (another world, or this one reset): the demo user signs in there. */
async function signInOnTheLoginPage(page: Page, tr: Tr) {
  await expect(page).toHaveURL(/\/login\/?(\?|$)/);
  await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
  await page.getByLabel(tr('auth:login.password')).fill(DEMO.password);
  await page.getByRole('button', { name: tr('auth:login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The row of a device in a device list (a table on wide screens). */
const deviceRow = (page: Page, deviceId: string): Locator =>
  page.getByRole('row').filter({ hasText: deviceId });

test.describe('the simulator workbench', () => {
  test('the clock: +10 min, +1 h, +1 d, pause and resume, back to now — +1 d moves the dashboard’s buckets', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    await openProject(page);
    const chart = page.getByRole('figure', { name: tr('project-dashboard:hourlySeries') });
    /** The hours of the dashboard's newest bucket, read from its tooltip ('YYYY-MM-DD HH:mm–HH:mm'). */
    const newestBucket = async () => {
      const box = await chart.boundingBox();
      if (!box) throw new Error('no chart');
      await page.mouse.move(0, 0);
      await page.mouse.move(box.x + box.width - 24, box.y + box.height / 2);
      const title = chart.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2}/);
      await expect(title).toBeVisible();
      return (await title.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)?.[0] ?? '';
    };
    await expect(chart.locator('canvas')).toBeVisible();
    const before = await newestBucket();

    const bench = workbench(page, tr);
    await bench.open();
    const clock = bench.section(tr('simulator:clock.heading'));
    await expect(clock).toContainText(tr('simulator:clock.realTime'));
    const start = await bench.worldTime();
    const advance = clock.getByRole('group', { name: tr('simulator:clock.advance') });

    await advance.getByRole('button', { name: tr('simulator:clock.plus10m') }).click();
    await expect.poll(bench.worldTime).toBeGreaterThanOrEqual(start + 10 * 60_000);
    await advance.getByRole('button', { name: tr('simulator:clock.plus1h') }).click();
    await expect.poll(bench.worldTime).toBeGreaterThanOrEqual(start + 70 * 60_000);
    await advance.getByRole('button', { name: tr('simulator:clock.plus1d') }).click();
    await expect.poll(bench.worldTime).toBeGreaterThanOrEqual(start + (24 * 60 + 70) * 60_000);
    await expect(clock).toContainText(
      tr('simulator:clock.ahead', {
        amount: [
          tr('simulator:units.d', { count: 1 }),
          tr('simulator:units.h', { count: 1 }),
          tr('simulator:units.min', { count: 10 }),
        ].join(' '),
      }),
    );

    await clock.getByRole('button', { name: tr('simulator:clock.pause') }).click();
    await expect(clock).toContainText(tr('simulator:clock.paused'));
    await bench.close();
    await expect(
      bench.trigger.getByRole('img', { name: tr('simulator:clock.paused') }),
    ).toBeVisible();

    // the page refetched at once: its newest bucket is the world's hour, 25 or 26 hours after the one shown before
    const moved = await newestBucket();
    const hours =
      (Date.parse(moved.replace(' ', 'T')) - Date.parse(before.replace(' ', 'T'))) / 3_600_000;
    expect([25, 26]).toContain(hours);

    await bench.open();
    await clock.getByRole('button', { name: tr('simulator:clock.resume') }).click();
    await expect(clock).toContainText(tr('simulator:clock.running'));
    await clock.getByRole('button', { name: tr('simulator:clock.backToNow') }).click();
    await expect(clock).toContainText(tr('simulator:clock.realTime'));
    await expect.poll(bench.worldTime).toBeLessThan(start + 10 * 60_000);
  });

  test('a device from its side: offline in the list, back by its schedule, a reboot that ends with the clock', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/`);
    await page.getByRole('link', { name: tr('simulator:device.tab') }).click();
    await expect(page).toHaveURL(new RegExp(`${project}/1/simulator$`));
    const device = page.getByRole('region', { name: tr('simulator:device.heading') });
    const state = device.getByRole('radiogroup');

    await state.getByRole('radio', { name: tr('simulator:device.modes.offline') }).click();
    await expect(
      state.getByRole('radio', { name: tr('simulator:device.modes.offline') }),
    ).toBeChecked();
    await page.goto(`${project}/devices`);
    await expect(deviceRow(page, 'SIM-0001')).toContainText('离线');

    await page.goto(`${project}/1/simulator`);
    await state.getByRole('radio', { name: tr('simulator:device.modes.auto') }).click();
    // the second line of the device's facts: its connection
    const connection = device.getByRole('definition').nth(1);
    await expect(connection).toContainText(tr('simulator:device.online'));

    await device.getByRole('button', { name: tr('simulator:device.reboot') }).click();
    await expect(connection).toContainText(tr('simulator:device.offline'));
    // the reboot ends on the world's time: ten minutes later the device is back
    const bench = workbench(page, tr);
    await bench.open();
    await bench
      .section(tr('simulator:clock.heading'))
      .getByRole('button', { name: tr('simulator:clock.plus10m') })
      .click();
    await bench.close();
    await expect(connection).toContainText(tr('simulator:device.online'));
  });

  test('a spiked value shows as the device’s latest value and in the factor’s history; a switch turned from the device', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/1/simulator`);
    const values = page.getByRole('region', { name: tr('simulator:device.factors') });
    const name = '空气温度 Air temperature';
    const factor = values.getByRole('group', { name: new RegExp(`^${name}`) });
    await factor.getByLabel(tr('simulator:device.value'), { exact: true }).fill('99.9');
    await factor
      .getByLabel(tr('simulator:device.duration'))
      .selectOption({ label: tr('simulator:device.durations.10m') });
    await values.getByRole('button', { name: tr('simulator:device.setFor', { name }) }).click();
    await expect(values.getByRole('status').filter({ hasText: '99.9' })).toBeVisible();

    // the device's latest value, then the factor's history
    await page.goto(`${project}/1/`);
    await expect(page.getByText(/^99\.9\s*°C$/)).toBeVisible();
    await page.goto(`${project}/1/factor/1`);
    const history = page.getByRole('region', { name: tr('factors:history.table') });
    await expect(history.getByRole('cell', { name: /^99\.9$/ }).first()).toBeVisible();

    // a switch of the fertigation unit, turned off then on from the device's side: its card on the overview says so
    for (const [turn, value] of [
      ['turnOff', 0],
      ['turnOn', 1],
    ] as const) {
      await page.goto(`${project}/13/simulator`);
      await values
        .getByRole('button', { name: tr(`simulator:device.${turn}`) })
        .first()
        .click();
      await expect(values.getByText(tr('simulator:device.reads', { value })).first()).toBeVisible();
      await page.goto(`${project}/13/`);
      await expect(page.getByRole('switch').first()).toHaveAttribute(
        'aria-checked',
        String(value === 1),
      );
    }
  });

  test('a fault shows the page’s error state until cleared; latency; backend variants', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    const project = await openProject(page);
    await page.goto(`${project}/devices`);
    await expect(deviceRow(page, 'SIM-0001')).toBeVisible();
    const bench = workbench(page, tr);
    await bench.open('faults');
    const faults = bench.section(tr('simulator:faults.heading'));
    await faults.getByRole('combobox', { name: tr('simulator:faults.operation') }).click();
    await page.getByPlaceholder(tr('simulator:faults.searchOperation')).fill('listProjectDevices');
    await page.getByRole('option', { name: 'listProjectDevices', exact: true }).click();
    await faults.getByLabel(tr('simulator:faults.status')).selectOption('503');
    await faults.getByRole('button', { name: tr('simulator:faults.inject') }).click();
    const active = bench.drawer.getByRole('list', { name: tr('simulator:faults.active') });
    await expect(active).toContainText('listProjectDevices');
    await expect(active).toContainText(tr('simulator:faults.summary.status', { status: 503 }));
    await bench.close();
    await expect(page.getByText(tr('devices:project-devices.loadFailed'))).toBeVisible();

    await bench.open('faults');
    await bench.drawer.getByRole('button', { name: tr('simulator:faults.clearAll') }).click();
    await expect(
      bench.section(tr('simulator:faults.active')).getByText(tr('simulator:faults.none')),
    ).toBeVisible();
    await bench.close();
    await expect(deviceRow(page, 'SIM-0001')).toBeVisible();
    await expect(page.getByText(tr('devices:project-devices.loadFailed'))).toBeHidden();

    // latency: set, shown, taken away
    await bench.open('faults');
    const latency = bench.section(tr('simulator:latency.heading'));
    await latency.getByLabel(tr('simulator:latency.min')).fill('300');
    await latency.getByLabel(tr('simulator:latency.max')).fill('400');
    await latency.getByRole('button', { name: tr('simulator:latency.set') }).click();
    await expect(latency).toContainText(tr('simulator:latency.active', { min: 300, max: 400 }));
    await latency.getByRole('button', { name: tr('simulator:latency.clear') }).click();
    await expect(latency).toContainText(tr('simulator:latency.none'));

    // a backend variant: lists come wrapped, and the page still lists the devices
    await bench.drawer.getByRole('tab', { name: tr('simulator:sections.variants') }).click();
    const wrapped = bench.drawer.getByRole('switch', {
      name: tr('simulator:variants.wrapped_lists'),
    });
    const refetched = page.waitForResponse(
      (res) => /\/api\/v2\/projects\/proj_\w+\/devices\//.test(res.url()) && res.ok(),
    );
    await wrapped.click();
    await expect(wrapped).toBeChecked();
    const body = (await (await refetched).json()) as { data: { results?: unknown[] } };
    expect(body.data.results?.length).toBeGreaterThan(0);
    await bench.close();
    await expect(deviceRow(page, 'SIM-0001')).toBeVisible();
  });

  test('worlds: another one created, signed in apart, back to the first; a reset goes back to the seed', async ({
    page,
    login,
    tr,
    sandbox,
  }) => {
    await login();
    const project = await openProject(page);
    const mode = (m: 'offline' | 'auto') =>
      page.getByRole('radio', { name: tr(`simulator:device.modes.${m}`) });
    /** Signed in again on the login page: SIM-0001 of this world follows its schedule, as seeded. */
    const signInToTheSeed = async () => {
      await signInOnTheLoginPage(page, tr);
      await page.goto(`${project}/1/simulator`);
      await expect(mode('auto')).toBeChecked();
    };
    await page.goto(`${project}/1/simulator`);
    await mode('offline').click();
    await expect(mode('offline')).toBeChecked();

    const bench = workbench(page, tr);
    await bench.open();
    const world = bench.section(tr('simulator:world.heading'));
    await expect(world).toContainText(sandbox ?? '');
    const other = `${sandbox}.b`;
    await world.getByLabel(tr('simulator:world.newName')).fill(other);
    await world.getByRole('button', { name: tr('simulator:world.create') }).click();

    // another world, another session: the login page, then that world's data
    await signInToTheSeed();
    await bench.open();
    await expect(world).toContainText(other);

    // back to the first world: still signed in there, its device still offline
    await world.getByLabel(tr('simulator:world.choose')).selectOption(sandbox ?? '');
    await world.getByRole('button', { name: tr('simulator:world.switch'), exact: true }).click();
    await expect(mode('offline')).toBeChecked();

    // its reset: back to the seed, signed out
    await bench.open();
    await world.getByRole('button', { name: tr('simulator:world.reset') }).click();
    const confirm = page.getByRole('alertdialog', { name: tr('simulator:world.resetTitle') });
    await confirm.getByRole('button', { name: tr('simulator:world.resetConfirm') }).click();
    await signInToTheSeed();
  });

  test('keyboard: the drawer opens from its button, keeps focus and gives it back', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    await openProject(page);
    const bench = workbench(page, tr);
    await bench.trigger.focus();
    await page.keyboard.press('Enter');
    await expect(bench.drawer).toBeVisible();
    await expect(
      bench.drawer.getByRole('tab', { name: tr('simulator:sections.world') }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bench.drawer).toBeHidden();
    await expect(bench.trigger).toBeFocused();
  });

  test('on a phone, the end of a page scrolls clear of the corner button', async ({
    page,
    login,
    tr,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login();
    await openProject(page);
    const trigger = workbench(page, tr).trigger;
    // scrolled to the end (again while the page's parts still load): the footer's text ends above the button
    await expect
      .poll(async () => {
        const textBottom = await page.getByRole('contentinfo').evaluate((footer) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const text = document.createRange();
          text.selectNodeContents(footer);
          return text.getBoundingClientRect().bottom;
        });
        const button = await trigger.boundingBox();
        return button ? textBottom - button.y : Infinity;
      })
      .toBeLessThanOrEqual(0);
  });
});

test.describe('without the control plane', () => {
  test.use({ sandboxed: false, tabWorld: false });

  test('no workbench, no Simulator tab: the control plane refused the page', async ({
    page,
    login,
    tr,
  }) => {
    await login();
    const asked = page.waitForResponse((res) => res.url().endsWith('/__mock__/'));
    const project = await openProject(page);
    expect((await asked).status()).toBe(401);
    await page.goto(`${project}/1/`);
    const tabs = page.getByRole('navigation', { name: tr('devices:tabs.label') });
    await expect(tabs.getByRole('link', { name: tr('devices:tabs.settings') })).toBeVisible();
    await expect(tabs.getByRole('link', { name: tr('simulator:device.tab') })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: new RegExp(`^${tr('simulator:trigger')}`) }),
    ).toHaveCount(0);
    await page.goto(`${project}/1/simulator`);
    await expect(page.getByText(tr('common:notFound.message'))).toBeVisible();
  });
});
