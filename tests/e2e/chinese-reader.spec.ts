/**
 * The Chinese reader's journey (issue 28): every error path reads in the console's language. The server answers its
 * messages in the language the console asks for (docs/decisions/0160-server-message-language.md) and the console shows
 * them, or its own text where a status says it all (docs/decisions/0140-error-texts-in-readers-language.md). Each test
 * runs in zh and en: the server's answer is in that language, in zh no message on screen is without Chinese.
 */
import { DEMO, DEMO_ORG, expect, paths, test } from './fixtures';
import { expectMessagesInReadersLanguage, nextFailure, serverSaid } from './reader-language';
import { openProject } from './project-helpers';

test.describe('the Chinese reader', () => {
  test('a wrong password', async ({ page, tr, lang }) => {
    await page.goto(paths.login.getHref());
    await page.getByLabel(tr('auth:login.username')).fill(DEMO.username);
    await page.getByLabel(tr('auth:login.password')).fill('wrong-password');
    const refused = nextFailure(page, '/account/login/');
    await page.getByRole('button', { name: tr('auth:login.submit') }).click();
    await serverSaid(refused, lang);
    // any refused sign-in in the console's words (ADR 0140)
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

    const mismatch = nextFailure(page, '/devices/bind/');
    const wrong = await bind('SIM-BIND-003', 'SAFE-WRONG');
    const { fields } = await serverSaid(mismatch, lang);
    await expect(wrong.getByText(fields.safe_code!)).toBeVisible();
    await expectMessagesInReadersLanguage(page, lang);
    await wrong.getByLabel(tr('devices:bind.safeCode')).fill('SAFE-003');
    await wrong.getByRole('button', { name: tr('devices:bind.submit') }).click();
    await expect(wrong).toBeHidden();

    const conflict = nextFailure(page, '/devices/bind/');
    const twice = await bind('SIM-BIND-003', 'SAFE-003');
    await serverSaid(conflict, lang);
    // a bind's 409 in the console's words (ADR 0140)
    await expect(twice.getByRole('alert')).toContainText(tr('devices:bind.alreadyBound'));
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a refusal in English from a backend that does not translate', async ({
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
    // submit once the list has closed, as a reader does (a submit right after the pick once left the dialog unopened)
    await expect(page.getByRole('listbox')).toBeHidden();
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
    const invalid = nextFailure(page, '/account/change-password/');
    await page.getByRole('button', { name: tr('account:password.submit') }).click();
    const { fields } = await serverSaid(invalid, lang);
    const current = page.getByLabel(tr('account:password.old'), { exact: true });
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(fields.old_password!)).toBeVisible();
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
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v2/forwarders/post/test/'));
    await page
      .getByRole('button', { name: tr('forwarders:actions.test') })
      .first()
      .click();
    const { data } = (await (await answer).json()) as { data: { error: string } };
    const result = page.getByRole('status').filter({ hasText: tr('forwarders:result.failed') });
    // why, in the server's words in the reader's language
    await expect(result).toContainText(data.error);
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a user name that is taken', async ({ page, login, gotoOrg, tr, lang }) => {
    await login();
    await gotoOrg(undefined, 'users/all');
    await page
      .getByRole('button', { name: tr('users:actions.create') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: tr('users:form.createTitle') });
    await dialog.getByLabel(tr('users:form.username')).fill('wangfang');
    await dialog.getByLabel(tr('users:form.password')).fill('Wang#2026fang');
    const taken = nextFailure(page, '/api/v2/users/');
    await dialog.getByRole('button', { name: tr('users:form.submitCreate') }).click();
    const { message } = await serverSaid(taken, lang);
    await expect(dialog.getByText(message)).toBeVisible();
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a 403: an organization the reader is not a member of', async ({
    page,
    login,
    gotoOrg,
    tr,
    lang,
  }) => {
    await login();
    const refused = nextFailure(page, '/api/v2/projects/');
    await gotoOrg('other-org');
    await serverSaid(refused, lang);
    // a 403 in the console's words (ADR 0140)
    await expect(page.getByText(tr('common:errors.forbidden')).first()).toBeVisible();
    await expectMessagesInReadersLanguage(page, lang);
  });

  test('a 404: a device that is not there', async ({ page, login, tr, lang }) => {
    await login();
    const project = await openProject(page);
    const missing = nextFailure(page, '/devices/999999/');
    await page.goto(`${project}/999999/`);
    await serverSaid(missing, lang);
    // a 404 in the console's words (ADR 0140)
    await expect(page.getByText(tr('common:errors.notFound')).first()).toBeVisible();
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
