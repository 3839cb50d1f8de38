/**
 * axe-core (WCAG 2.1 A/AA) on one page of the console in the light and then the dark theme: the page is opened with
 * the light theme stored and checked with every rule, switched to dark by storing the theme and reloading (the scripts
 * come from the context's cache), and checked again with the rules a theme can change (COLOUR_RULES: the themes differ in
 * colours only, so the other rules need not run twice). One test per page instead of
 * one per page and theme: the test's fixed cost (context, sandbox, sign-in, first load of the console) is paid once.
 */
import { blockingViolations, COLOUR_RULES } from './axe-violations';
import { expect, test } from './fixtures';

export interface AxePage {
  name: string;
  path: string;
  /** The translation id of a text that shows when the page is ready. */
  ready: string;
  /** Sign demo in first (default: signed in). */
  signedIn?: boolean;
}

/**
 * One test per page: no serious or critical axe violation in the light theme, then in the dark one. `networkIdle`
 * also waits for the page's requests to end before each check.
 */
export function axeTests(pages: readonly AxePage[], opts: { networkIdle?: boolean } = {}): void {
  for (const p of pages) {
    test(`${p.name} (light, dark) has no serious or critical axe violations`, async ({
      page,
      login,
      tr,
    }) => {
      // two checks, each with the time a test of its own had
      test.setTimeout(60_000);
      if (p.signedIn ?? true) await login();
      // light unless the test has stored another theme (the reload below)
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', 'light');
      });
      await page.goto(p.path);
      for (const theme of ['light', 'dark'] as const) {
        await test.step(theme, async () => {
          if (theme === 'dark') {
            await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
            await page.reload();
          }
          const html = expect(page.locator('html'));
          await (theme === 'dark' ? html : html.not).toHaveClass(/(^|\s)dark(\s|$)/);
          await expect(page.getByText(tr(p.ready)).first()).toBeVisible();
          if (opts.networkIdle) await page.waitForLoadState('networkidle');
          const rules = theme === 'dark' ? COLOUR_RULES : undefined;
          expect(await blockingViolations(page, rules), `${p.name} (${theme})`).toEqual([]);
        });
      }
    });
  }
}
