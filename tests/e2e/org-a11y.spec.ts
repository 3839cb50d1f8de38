import AxeBuilder from '@axe-core/playwright';
import { DEMO_ORG, expect, test } from './fixtures';

const PAGES: { name: string; path: string; ready: string }[] = [
  { name: 'all devices', path: `/org/${DEMO_ORG}/devices/`, ready: 'devices:org-devices.title' },
  {
    name: 'settings basic',
    path: `/org/${DEMO_ORG}/settings/basic`,
    ready: 'org-settings:basic.title',
  },
  { name: 'tokens', path: `/org/${DEMO_ORG}/settings/tokens`, ready: 'tokens:create.open' },
  {
    name: 'forwarders',
    path: `/org/${DEMO_ORG}/settings/forwarders`,
    ready: 'forwarders:post.url',
  },
  { name: 'users', path: `/org/${DEMO_ORG}/users/all`, ready: 'users:actions.create' },
  { name: 'blacklist', path: `/org/${DEMO_ORG}/users/blacklist`, ready: 'users:blacklist.add' },
  { name: 'organizations', path: '/organizations', ready: 'org-settings:organizationsPage.title' },
];

for (const { name, path, ready } of PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} (${theme}) has no serious or critical axe violations`, async ({
      page,
      login,
      tr,
    }) => {
      await login();
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await expect(page.getByText(tr(ready)).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
