/**
 * The Chinese reader's journey (issue 28): every error path that showed the server's English or the browser's
 * "Failed to fetch" now reads in the console's language — the console's own text for the failure, a server message
 * only when it is in the reader's language (docs/decisions/0140-error-texts-in-readers-language.md). Each test runs in
 * zh and en: in zh no message on screen is without Chinese, in both the console's own text is there.
 */
import { DEMO, DEMO_ORG, expect, paths, test } from './fixtures';
import { expectMessagesInReadersLanguage } from './reader-language';
import { openProject } from './project-helpers';

test.describe('the Chinese reader', () => {
  test('a wrong password', async ({ page, tr, lang }) => {
    await page.goto(paths.login.getHref());
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill('wrong-password');
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tr('auth:login.errors.invalidCredentials'));
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('binding with a wrong safe code, then binding a device twice', async ({
    page,
    login,
    gotoOrg,
    tr,
    lang,
  }) => {
    await login();
    await gotoOrg(DEMO_ORG, 'devices/');
    const bind = async (deviceId: string, safeCode: string) => {
      await page.getByRole('button', { name: tr('devices:actions.add') }).click();
      const dialog = page.getByRole('dialog', { name: tr('devices:bind.title') });
      await dialog.getByLabel(tr('devices:bind.deviceId')).fill(deviceId);
      await dialog.getByLabel(tr('devices:bind.safeCode')).fill(safeCode);
      await dialog.getByRole('button', { name: tr('devices:bind.submit') }).click();
      return dialog;
    };

    const wrong = await bind('SIM-BIND-003', 'SAFE-WRONG');
    await expect(wrong.getByText(tr('devices:bind.mismatch'))).toBeVisible();
    await expectMessagesInReadersLanguage(page, lang);
    await wrong.getByLabel(tr('devices:bind.safeCode')).fill('SAFE-003');
    await wrong.getByRole('button', { name: tr('devices:bind.submit') }).click();
    await expect(wrong).toBeHidden();

    const twice = await bind('SIM-BIND-003', 'SAFE-003');
    await expect(twice.getByRole('alert')).toContainText(tr('devices:bind.alreadyBound'));
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a transfer to another organization that the server refuses', async ({
    page,
    login,
    tr,
    lang,
    mock,
  }) => {
    await login();
    const project = await openProject(page, /Nursery/);
    const refusal = 'You must be owner or manager of "greenhouse-lab" to move a project into it';
    await mock.fault({ operationId: 'transferProject', status: 403, message: refusal });
    await page.goto(`${project}/settings/basic`);
    await page.getByRole('combobox', { name: tr('project-settings:transfer.targetOrg') }).click();
    await page.getByRole('option', { name: /greenhouse-lab/ }).click();
    await page.getByRole('button', { name: tr('project-settings:transfer.submit') }).click();
    await page
      .getByRole('alertdialog', { name: tr('project-settings:transfer.confirmTitle') })
      .getByRole('button', { name: tr('project-settings:transfer.submit') })
      .click();
    await expect(page.getByText(tr('common:errors.forbidden'))).toBeVisible();
    await expect(page.getByText(refusal)).toHaveCount(0);
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a wrong current password', async ({ page, login, tr, lang }) => {
    await login();
    await page.goto(paths.account.password.getHref());
    await page.getByLabel(tr('account:password.old'), { exact: true }).fill('not-the-password');
    await page.getByLabel(tr('account:password.new'), { exact: true }).fill('new-password-123');
    await page.getByLabel(tr('account:password.confirm'), { exact: true }).fill('new-password-123');
    await page.getByRole('button', { name: tr('account:password.submit') }).click();
    // the console's words in Chinese; in English the server's own sentence is English already
    const current = page.getByLabel(tr('account:password.old'), { exact: true });
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    if (lang === 'zh')
      await expect(page.getByText(tr('account:password.oldPasswordWrong'))).toBeVisible();
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a forwarder test that cannot reach its receiver', async ({
    page,
    login,
    gotoOrg,
    tr,
    lang,
  }) => {
    await login();
    await gotoOrg(DEMO_ORG, 'settings/forwarders');
    // nothing listens on port 9 (discard): the connection is refused
    await page.getByLabel(tr('forwarders:post.url')).fill('http://127.0.0.1:9/hook');
    await page
      .getByRole('button', { name: tr('forwarders:actions.test') })
      .first()
      .click();
    const result = page.getByRole('status').filter({ hasText: tr('forwarders:result.failed') });
    await expect(result).toBeVisible();
    // why, in the reader's language: the console's words in Chinese, the server's sentence in English
    if (lang === 'zh') await expect(result).toContainText(tr('forwarders:result.unreachable'));
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a 403', async ({ page, login, gotoOrg, tr, lang, mock }) => {
    await login();
    await gotoOrg();
    const refusal = 'Your role (readonly) may not change projects';
    await mock.fault({ operationId: 'updateProject', status: 403, count: 1, message: refusal });
    await page
      .getByRole('button', { name: new RegExp(tr('projects:favorite.add', { name: '.*' })) })
      .first()
      .click();
    await expect(page.getByText(tr('common:errors.forbidden'))).toBeVisible();
    await expect(page.getByText(refusal)).toHaveCount(0);
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a network failure', async ({ page, login, gotoOrg, tr, lang }) => {
    await login();
    // no answer at all: the browser reports "Failed to fetch"
    await page.route('**/api/v2/projects/**', (route) => route.abort('internetdisconnected'));
    await gotoOrg();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: tr('projects:notification.fetchError') });
    await expect(alert).toContainText(tr('common:errors.network'));
    await expect(page.getByText('Failed to fetch', { exact: true })).toHaveCount(0);
    await expectMessagesInReadersLanguage(page, lang);
    await page.unroute('**/api/v2/projects/**');
    await alert.getByRole('button', { name: tr('common:actions.retry') }).click();
    await expect(page.getByRole('link', { name: /Greenhouse 1/ })).toBeVisible();
  });
});
