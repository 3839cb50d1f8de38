/**
 * What the mock server says reaches the screen in the reader's language: the console asks for its language and the
 * server answers its messages in it (docs/decisions/0160-server-message-language.md). A wrong password and a bind with
 * a wrong safe code read in Chinese in the Chinese console and in English in the English one.
 */
import { DEMO, expect, paths, test } from './fixtures';

const HAN = /\p{Script=Han}/u;

test.describe("the server's messages in the reader's language", () => {
  test('a wrong password', async ({ page, tr }) => {
    await page.goto(paths.login.getHref());
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill('wrong-password');
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    // the server's words (用户名或密码错误 / Invalid username or password) are the console's own
    await expect(page.getByRole('alert')).toHaveText(tr('auth:login.errors.invalidCredentials'));
  });

  test('a bind with a wrong safe code', async ({ page, login, gotoOrg, tr, lang }) => {
    await login();
    await gotoOrg(undefined, 'devices/');
    await page.getByRole('button', { name: tr('devices:actions.add') }).click();
    const dialog = page.getByRole('dialog', { name: tr('devices:bind.title') });
    await dialog.getByLabel(tr('devices:bind.deviceId')).fill('SIM-BIND-002');
    await dialog.getByLabel(tr('devices:bind.safeCode')).fill('WRONG');
    await dialog.getByRole('button', { name: tr('devices:bind.submit') }).click();
    const why =
      lang === 'zh'
        ? dialog.getByText('设备编号与安全码不匹配')
        : dialog.getByText(/safe code do not match a device/i);
    await expect(why).toBeVisible();
    if (lang === 'zh') expect(await why.innerText()).toMatch(HAN);
    else expect(await why.innerText()).not.toMatch(HAN);
  });
});
