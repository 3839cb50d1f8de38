import { expect, paths, test } from './fixtures';

test.describe('monitor', () => {
  test('signed out: login-required card and the Chinese login modal, then the board', async ({
    page,
    tr,
  }) => {
    await page.goto(paths.monitor.getHref());
    const modal = page.getByRole('dialog', { name: '登录' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('请使用控制台账号登录后查看监控大屏')).toBeVisible();
    await modal.getByRole('button', { name: '登录' }).click();
    await expect(modal.getByRole('alert')).toHaveText('请输入用户名和密码');
    await modal.getByLabel('用户名').fill('demo');
    await modal.getByLabel('密码').fill('wrong-password');
    await modal.getByRole('button', { name: '登录' }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await modal.press('Escape');
    // closed (its exit animation over) before it is opened again: else the steps below could fill the closing one
    await expect(modal).toBeHidden();
    await expect(page.getByText(tr('monitor:loginRequired.title'))).toBeVisible();
    await page.getByRole('button', { name: tr('monitor:loginRequired.action') }).click();
    await expect(modal).toBeVisible();
    await modal.getByLabel('用户名').fill('demo');
    await modal.getByLabel('密码').fill('demo123456');
    await modal.getByRole('button', { name: '登录' }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /org_slug=demo-farm&project_id=proj_\w+/);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  });

  test('signed in: switch project (remembered), fullscreen toggle', async ({ page, login, tr }) => {
    await login();
    await page.goto(paths.monitor.getHref());
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', /org_slug=demo-farm/);
    const box = await frame.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    await expect(page.frameLocator('iframe').locator('body')).not.toBeEmpty();

    await page.getByRole('button', { name: tr('monitor:switchProject') }).click();
    const dialog = page.getByRole('dialog', { name: tr('monitor:picker.title') });
    await dialog.getByLabel(tr('monitor:picker.project')).selectOption({ label: '育苗棚 Nursery' });
    await dialog.getByRole('button', { name: tr('monitor:picker.apply') }).click();
    await expect(page.getByText(/Nursery/).first()).toBeVisible();
    const src = await frame.getAttribute('src');
    const projectId = new URL(src ?? '', 'http://x').searchParams.get('project_id');
    expect(projectId).toMatch(/^proj_/);
    expect(await page.evaluate(() => localStorage.getItem('monitor_project_id'))).toBe(projectId);
    await page.reload();
    await expect(frame).toHaveAttribute('src', new RegExp(`project_id=${projectId}`));

    const full = page.getByRole('button', { name: tr('monitor:fullscreen') });
    await full.click();
    await expect(page.getByRole('button', { name: tr('monitor:exitFullscreen') })).toBeVisible();
    await page.getByRole('button', { name: tr('monitor:exitFullscreen') }).click();
    await expect(full).toBeVisible();
  });
});
