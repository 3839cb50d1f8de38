import { DEMO, DEMO_ORG, expect, paths, test } from './fixtures';

test.describe('sign-in', () => {
  test('asks for both username and password', async ({ page, tr }) => {
    await page.goto(paths.login.getHref());
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('auth:login.required'));
  });

  test('says the password is wrong in the console’s language', async ({ page, tr }) => {
    await page.goto(paths.login.getHref());
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill('wrong-password');
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('auth:login.errors.invalidCredentials'));
  });

  test('says so when the server does not answer', async ({ page, tr, mock }) => {
    // no count: Chromium retries a request whose reused connection was closed
    await mock.fault({ operationId: 'login', drop_connection: true });
    await page.goto(paths.login.getHref());
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill(DEMO.password);
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('auth:login.errors.noResponse'));
  });

  test('says login failed for another status', async ({ page, tr, mock }) => {
    await mock.fault({ operationId: 'login', status: 429, count: 1 });
    await page.goto('/login');
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill(DEMO.password);
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('auth:login.errors.failed'));
  });

  test('lands on the first organization and signs out', async ({ page, tr }) => {
    await page.goto(paths.login.getHref());
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill(DEMO.password);
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page).toHaveURL(`/org/${DEMO_ORG}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: tr('projects:list.title') }),
    ).toBeVisible();

    await page.getByRole('button', { name: tr('layout:userMenu.label') }).click();
    await expect(
      page.getByText(tr('layout:userMenu.account', { username: DEMO.username })),
    ).toBeVisible();
    await page.getByRole('menuitem', { name: tr('layout:userMenu.logout') }).click();
    await expect(page).toHaveURL(/\/login\/?$/);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

    await page.goto(paths.org.root.getHref(DEMO_ORG));
    await expect(page).toHaveURL(paths.login.getHref(paths.org.root.getHref(DEMO_ORG)));
  });
});

test.describe('redirects', () => {
  test('/ goes to /dashboard, which goes to /login/ without a session', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login/');
  });

  test('pages that need a session go to /login/, asking to come back', async ({ page }) => {
    await page.goto(paths.account.profile.getHref());
    await expect(page).toHaveURL(paths.login.getHref(paths.account.profile.getHref()));
  });

  test('/dashboard goes to the first organization when signed in', async ({ page, login }) => {
    await login();
    await page.goto(paths.dashboard.getHref());
    await expect(page).toHaveURL(`/org/${DEMO_ORG}/`);
  });

  test('an unusable session is cleared with a message', async ({ page, tr }) => {
    await page.addInitScript(() => window.localStorage.setItem('access_token', 'not-a-token'));
    await page.goto(paths.dashboard.getHref());
    await expect(page).toHaveURL('/login/');
    await expect(page.getByText(tr('common:session.expired'))).toBeVisible();
  });

  test('/account goes to the profile', async ({ page, login, tr }) => {
    await login();
    await page.goto(paths.account.root.getHref());
    await expect(page).toHaveURL('/account/profile');
    await expect(page.getByRole('heading', { name: tr('account:menu.profile') })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('offers the login page when signed out', async ({ page, tr }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: tr('common:notFound.title') })).toBeVisible();
    await expect(page.getByText(tr('common:notFound.message'))).toBeVisible();
    await page.getByRole('link', { name: tr('common:notFound.login') }).click();
    await expect(page).toHaveURL('/login/');
  });

  test('offers the way home when signed in', async ({ page, login, tr }) => {
    await login();
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: tr('common:notFound.backHome') }).click();
    await expect(page).toHaveURL(`/org/${DEMO_ORG}/`);
  });
});
