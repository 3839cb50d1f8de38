import { DEMO_ORG, expect, paths, test } from './fixtures';
import { translate } from './i18n';

test.describe('language', () => {
  test('the login page switches language and remembers it', async ({ page, lang }) => {
    const other = lang === 'zh' ? 'en' : 'zh';
    await page.goto(paths.login.getHref());
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en');
    await page
      .getByRole('group', { name: translate(lang, 'layout:userMenu.language') })
      .getByRole('button', { name: translate(lang, `layout:languages.${other}`) })
      .click();
    await expect(
      page.getByRole('button', { name: translate(other, 'auth:login.submit') }),
    ).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('userLanguage'))).toBe(other);
    await page.reload();
    await expect(page.getByLabel(translate(other, 'auth:login.username'))).toBeVisible();
  });

  test('the user menu switches language', async ({ page, login, gotoOrg, lang }) => {
    const other = lang === 'zh' ? 'en' : 'zh';
    await login();
    await gotoOrg();
    await page.getByRole('button', { name: translate(lang, 'layout:userMenu.label') }).click();
    await page.getByRole('menuitem', { name: translate(lang, 'layout:userMenu.language') }).click();
    await page
      .getByRole('menuitemradio', { name: translate(lang, `layout:languages.${other}`) })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: translate(other, 'projects:list.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: translate(other, 'layout:orgMenu.devices') }),
    ).toBeVisible();
  });
});

test.describe('theme', () => {
  test('dark and light are chosen in the user menu and survive a reload', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    await login();
    await gotoOrg();
    const html = page.locator('html');
    for (const theme of ['dark', 'light'] as const) {
      await page.getByRole('button', { name: tr('layout:userMenu.label') }).click();
      await page.getByRole('menuitem', { name: tr('layout:userMenu.theme') }).click();
      await page.getByRole('menuitemradio', { name: tr(`layout:themes.${theme}`) }).click();
      await expect(html).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(theme);
    }
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(paths.org.root.getHref(DEMO_ORG));
    // set by the first-paint script inlined in the document's head before the app's code runs: no flash of the light theme
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
  });

  test('both documents paint in the stored theme and language before any bundle runs', async ({
    page,
  }) => {
    await page.goto(paths.login.getHref());
    await page.evaluate(() => {
      window.localStorage.setItem('theme', 'dark');
      window.localStorage.setItem('userLanguage', 'en');
    });
    // with every bundle blocked, only the first-paint script in the <head> can have set these
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
    for (const path of ['/login', `/org/${DEMO_ORG}/`]) {
      await page.goto(path);
      const root = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        scheme: document.documentElement.style.colorScheme,
        lang: document.documentElement.lang,
        app: document.getElementById('root')?.childElementCount ?? 0,
      }));
      expect(root, path).toEqual({ dark: true, scheme: 'dark', lang: 'en', app: 0 });
    }
  });

  test('auto follows the system while the page is open', async ({ page, login, gotoOrg, tr }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await login();
    await gotoOrg();
    await page.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    await page.getByRole('menuitem', { name: tr('layout:userMenu.theme') }).click();
    await page.getByRole('menuitemradio', { name: tr('layout:themes.auto') }).click();
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});
