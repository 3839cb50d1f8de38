/**
 * Finding 12 (docs/security.md#headers-and-logs): the mock serves the console under a Content-Security-Policy (docs/security.md). Chromium
 * enforces it here: signing in, the projects page, a project dashboard with its chart, a device's factor chart, the
 * monitor screen with the embedded board, and the API reference run without a CSP violation (but for the API
 * reference's attribution logo, a third-party image kept out on purpose).
 */
import type { Page } from '@playwright/test';
import { expect, paths, test } from './fixtures';
import { openProject } from './project-helpers';

/** Every CSP violation Chromium reports, in the page and in its frames. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('pageerror', (err) => {
    if (/Content Security Policy/i.test(err.message)) violations.push(err.message);
  });
  return violations;
}

test.describe('security headers in the browser', () => {
  test('the console runs under its CSP: sign-in, projects, dashboard, device chart, monitor', async ({
    page,
    tr,
  }) => {
    const violations = watchViolations(page);
    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(login?.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByLabel(tr('auth:login.username')).fill('demo');
    await page.getByLabel(tr('auth:login.password')).fill('demo123456');
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page).toHaveURL(/\/org\/demo-farm\/$/);
    const project = await openProject(page);
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.goto(`${project}/1/`);
    await expect(page.getByText(/°C/).first()).toBeVisible();
    await page.goto(paths.monitor.getHref());
    const board = page.frameLocator('iframe');
    await expect(board.locator('body')).not.toBeEmpty();
    expect(violations).toEqual([]);
  });

  test('the API reference runs under its CSP', async ({ page }) => {
    const violations = watchViolations(page);
    const res = await page.goto('/api/docs');
    expect(res?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // the one thing kept out on purpose: Redoc's attribution logo from its CDN (it hides itself when not loaded)
    expect(violations.filter((v) => !v.includes("'https://cdn.redoc.ly/"))).toEqual([]);
  });
});
