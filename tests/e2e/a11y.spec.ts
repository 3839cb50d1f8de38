import AxeBuilder from '@axe-core/playwright';
import { DEMO_ORG, expect, test } from './fixtures';

const PAGES: { name: string; path: string; signedIn: boolean; ready: string }[] = [
  { name: 'login', path: '/login/', signedIn: false, ready: 'auth:login.submit' },
  { name: 'not found', path: '/no/such/page', signedIn: false, ready: 'common:notFound.title' },
  { name: 'projects', path: `/org/${DEMO_ORG}/`, signedIn: true, ready: 'projects:list.title' },
  { name: 'profile', path: '/account/profile', signedIn: true, ready: 'account:menu.profile' },
  { name: 'password', path: '/account/password', signedIn: true, ready: 'account:password.submit' },
];

for (const { name, path, signedIn, ready } of PAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${name} (${theme}) has no serious or critical axe violations`, async ({
      page,
      login,
      tr,
    }) => {
      if (signedIn) await login();
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await expect(page.getByText(tr(ready)).first()).toBeVisible();
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
