/**
 * The journey of members who may change little (issue 28, docs/decisions/0098): `viewer`, readonly in demo-farm, walks
 * every page of the organization and of a project and finds no enabled control the server would refuse — each refused
 * one is there, disabled, and says why on keyboard focus; the pages made for changes are not offered and their URLs show
 * the no-permission page. `zhangwei`, an operator with the project and device flags, may change devices but not remove
 * them, and meets the same rule where his role stops.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, paths, test, DEMO_ORG } from './fixtures';
import { openProject } from './project-helpers';

type Tr = (id: string, values?: Record<string, string | number>) => string;

const VIEWER = ['viewer', 'viewer123456'] as const;
const OPERATOR = ['zhangwei', 'zhangwei123456'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the console as a pattern, its `{{placeholders}}` matching anything. */
const textPattern = (tr: Tr, id: string) =>
  new RegExp(escape(tr(id, { name: '\u0000' })).replace('\u0000', '.*'));

/** What a readonly member may press anywhere: moving around, reading, searching, and their own favorites. */
const readingControls = (tr: Tr) =>
  [
    'organizations:switcher.label',
    'projects:switcher.label',
    'layout:userMenu.label',
    'devices:deviceSelector.label',
    'devices:factorSelector.label',
    'projects:favorite.add',
    'projects:favorite.remove',
    'devices:list.actionsFor',
    'devices:list.search',
    'devices:list.statusFilter',
    'devices:list.previous',
    'devices:list.next',
    'projects:list.search',
    'factors:info.copyAgriId',
    'factors:range.1h',
    'factors:range.6h',
    'factors:range.1d',
    'factors:range.7d',
    'factors:history.previous',
    'factors:history.next',
  ].map((id) => textPattern(tr, id));

/** The names of the page's enabled controls that act (links only navigate and are left out). */
async function enabledControls(page: Page): Promise<string[]> {
  const controls = page.locator(
    'button, [role=switch], [role=checkbox], [role=menuitem], [role=combobox], input, textarea, select',
  );
  return controls.evaluateAll((elements) =>
    elements
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const off =
          (el as HTMLButtonElement).disabled ||
          el.getAttribute('aria-disabled') === 'true' ||
          el.closest('fieldset[disabled]') !== null;
        return box.width > 0 && box.height > 0 && !off;
      })
      .map((el) => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const label = labelledBy
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        return (
          el.getAttribute('aria-label') ??
          label ??
          (el.textContent?.trim() || el.getAttribute('placeholder') || el.outerHTML.slice(0, 80))
        );
      }),
  );
}

async function expectNothingRefusedEnabled(page: Page, tr: Tr, where: string) {
  const allowed = readingControls(tr);
  const refused = (await enabledControls(page)).filter(
    (name) => !allowed.some((pattern) => pattern.test(name)),
  );
  expect(refused, `enabled controls a readonly member may not use on ${where}`).toEqual([]);
}

/**
 * A refused control: present, disabled for assistive technology, and its reason shown on keyboard focus (the tooltip's
 * code loads with the page's first refused control: the focus is given again until it shows).
 */
async function expectRefused(page: Page, control: Locator, reason: string) {
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(async () => {
    await control.focus();
    await expect(page.getByRole('tooltip')).toContainText(reason, { timeout: 1_000 });
  }).toPass();
  await control.blur();
}

const readonlyReason = (tr: Tr, area: string) =>
  tr('organizations:permission.role', {
    role: tr('organizations:roles.readonly'),
    action: tr(`organizations:permission.areas.${area}`),
  });

test.describe('a readonly member', () => {
  test.beforeEach(async ({ login }) => {
    await login(...VIEWER);
  });

  test('every page of the organization and a project: no enabled control the server refuses', async ({
    page,
    tr,
  }) => {
    test.setTimeout(90_000);
    // every change the page asks the API for (signing in and refreshing the session aside)
    const changes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() !== 'GET' &&
        url.pathname.startsWith('/api/v2/') &&
        !url.pathname.startsWith('/api/v2/account/')
      )
        changes.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto(paths.org.root.getHref(DEMO_ORG));
    const create = page.getByRole('button', { name: tr('projects:create.open') });
    await expect(page.getByRole('link', { name: /Greenhouse 1/ })).toBeVisible();
    await expectRefused(page, create, readonlyReason(tr, 'project'));
    await expectNothingRefusedEnabled(page, tr, 'the projects page');

    const project = await openProject(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNothingRefusedEnabled(page, tr, 'the project dashboard');

    await page.goto(`${project}/devices`);
    const bind = page.getByRole('button', { name: tr('devices:actions.bindHere') });
    await expectRefused(page, bind, readonlyReason(tr, 'device'));
    await expectNothingRefusedEnabled(page, tr, 'the project devices');
    await page
      .getByRole('button', { name: textPattern(tr, 'devices:list.actionsFor') })
      .first()
      .click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all())
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menu')).toContainText(readonlyReason(tr, 'device-admin'));
    await page.keyboard.press('Escape');

    await page.goto(`${project}/data-download`);
    const newExport = page.getByRole('button', { name: tr('downloads:actions.create') });
    await expectRefused(page, newExport, readonlyReason(tr, 'data'));
    await expectNothingRefusedEnabled(page, tr, 'the data download page');

    // the fertigation unit has switches (the pump, the valve)
    await page.goto(`${project}/devices`);
    await page
      .getByRole('link', { name: /North fertigation unit/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/\d+\/$/);
    const device = new URL(page.url()).pathname;
    const pump = page.getByRole('switch').first();
    await expectRefused(page, pump, readonlyReason(tr, 'device'));
    const state = await pump.getAttribute('aria-checked');
    await pump.focus();
    await page.keyboard.press('Space');
    await expect(pump).toHaveAttribute('aria-checked', state ?? '');
    await expectNothingRefusedEnabled(page, tr, 'the device overview');

    await page.goto(`${device}factors`);
    await expectRefused(
      page,
      page.getByRole('button', { name: tr('factors:actions.create') }),
      readonlyReason(tr, 'device'),
    );
    await expectNothingRefusedEnabled(page, tr, 'the factors tab');
    await page
      .getByRole('list', { name: tr('factors:list.title') })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/factor\/\d+$/);
    await expect(page.getByRole('button', { name: tr('factors:range.1h') })).toBeVisible();
    await expectNothingRefusedEnabled(page, tr, 'a factor page');

    await page.goto(`${device}settings`);
    await expectRefused(
      page,
      page.getByRole('button', { name: tr('devices:settings.delete') }),
      readonlyReason(tr, 'device-admin'),
    );
    await expectNothingRefusedEnabled(page, tr, 'the device settings');

    await page.goto(`${device}alerts`);
    await expectNothingRefusedEnabled(page, tr, 'the alerts tab');
    expect(changes, 'changes sent by a readonly member').toEqual([]);
  });

  test('pages made for changes are not offered, and their URLs say why', async ({
    page,
    tr,
    gotoOrg,
  }) => {
    await gotoOrg();
    const menu = page.getByRole('navigation', { name: tr('layout:orgMenu.label') });
    await expect(menu.getByRole('link', { name: tr('layout:orgMenu.projects') })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(1);
    const project = await openProject(page);
    const projectMenu = page.getByRole('navigation', { name: tr('layout:projectMenu.label') });
    await expect(
      projectMenu.getByRole('link', { name: tr('layout:projectMenu.devices') }),
    ).toBeVisible();
    await expect(
      projectMenu.getByRole('link', { name: tr('layout:projectMenu.settings') }),
    ).toHaveCount(0);

    const closed: [string, string][] = [
      [paths.org.settings.tokens.getHref(DEMO_ORG), 'settings'],
      [paths.org.settings.forwarders.getHref(DEMO_ORG), 'settings'],
      [paths.org.settings.basic.getHref(DEMO_ORG), 'settings'],
      [paths.org.users.all.getHref(DEMO_ORG), 'user'],
      [paths.org.users.blacklist.getHref(DEMO_ORG), 'user'],
      [paths.org.devices.getHref(DEMO_ORG), 'project'],
      [`${project}/settings/basic`, 'project'],
    ];
    for (const [href, area] of closed) {
      await page.goto(href);
      await expect(
        page.getByRole('heading', { name: tr('common:noPermission.title') }),
      ).toBeVisible();
      await expect(page.getByText(readonlyReason(tr, area))).toBeVisible();
      await expect(page.getByRole('button', { name: tr('tokens:create.open') })).toHaveCount(0);
    }
    await page.getByRole('link', { name: tr('common:noPermission.back'), exact: true }).click();
    await expect(page).toHaveURL(paths.org.root.getHref(DEMO_ORG));
  });
});

test.describe('an operator with the project and device flags', () => {
  test('changes devices but does not remove them; the organization settings are closed', async ({
    page,
    tr,
    login,
  }) => {
    await login(...OPERATOR);
    await page.goto(paths.org.root.getHref(DEMO_ORG));
    await expect(
      page.getByRole('button', { name: tr('projects:create.open') }),
    ).not.toHaveAttribute('aria-disabled');
    const menu = page.getByRole('navigation', { name: tr('layout:orgMenu.label') });
    await expect(menu.getByRole('link', { name: tr('layout:orgMenu.devices') })).toBeVisible();
    await expect(menu.getByRole('link', { name: tr('layout:orgMenu.settings') })).toHaveCount(0);

    const project = await openProject(page);
    await page.goto(`${project}/settings/basic`);
    const operatorReason = (area: string) =>
      tr('organizations:permission.role', {
        role: tr('organizations:roles.operator'),
        action: tr(`organizations:permission.areas.${area}`),
      });
    await expectRefused(
      page,
      page.getByRole('button', { name: tr('project-settings:delete.submit') }),
      operatorReason('project-admin'),
    );

    await page.goto(`${project}/devices`);
    await page
      .getByRole('link', { name: /North weather station/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/\d+\/$/);
    await page.goto(`${new URL(page.url()).pathname}settings`);
    await expect(
      page.getByRole('button', { name: tr('devices:settings.move') }),
    ).not.toHaveAttribute('aria-disabled');
    await expectRefused(
      page,
      page.getByRole('button', { name: tr('devices:settings.transfer') }),
      operatorReason('device-admin'),
    );

    await page.goto(paths.org.settings.tokens.getHref(DEMO_ORG));
    await expect(
      page.getByRole('heading', { name: tr('common:noPermission.title') }),
    ).toBeVisible();
    await expect(page.getByText(operatorReason('settings'))).toBeVisible();
  });
});
