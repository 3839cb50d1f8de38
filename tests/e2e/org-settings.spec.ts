import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 (a free port) that records what it is sent and answers 200. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/iot`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('organization settings', () => {
  test('create a readonly access token and copy its secret', async ({
    page,
    context,
    login,
    gotoOrg,
    tr,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login();
    await gotoOrg(undefined, 'settings/tokens');
    await page
      .getByRole('button', { name: tr('tokens:create.open') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: tr('tokens:create.title') });
    await dialog.getByRole('button', { name: tr('tokens:create.submit') }).click();
    await expect(dialog.getByText(tr('tokens:name_required'))).toBeVisible();
    await dialog.getByLabel(tr('tokens:create.name')).fill('  E2E reader  ');
    await expect(
      dialog.getByRole('radio', { name: new RegExp(tr('tokens:roles.readonly')) }),
    ).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: tr('tokens:create.expiry') })).toContainText(
      tr('tokens:expiry.30'),
    );
    await dialog.getByRole('button', { name: tr('tokens:create.submit') }).click();

    const secret = page.getByRole('dialog', { name: tr('tokens:secret.title') });
    const value = (await secret.locator('output').textContent()) ?? '';
    expect(value).toMatch(/^iot_/);
    expect(value).not.toContain('****');
    await secret.getByRole('button', { name: tr('tokens:copy', { name: 'E2E reader' }) }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: tr('common:copySuccess') }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await secret.getByRole('button', { name: tr('tokens:secret.done') }).click();

    const row = page.getByRole('row').filter({ hasText: 'E2E reader' });
    await expect(row).toContainText(tr('tokens:roles.readonly'));
    await expect(row).not.toContainText(value);
  });

  test('configure and test a POST forwarder against a local receiver', async ({
    page,
    login,
    gotoOrg,
    tr,
  }) => {
    const receiver = await startReceiver();
    try {
      await login();
      await gotoOrg(undefined, 'settings/forwarders');
      const url = page.getByLabel(tr('forwarders:post.url'));
      await url.fill('');
      await page
        .getByRole('button', { name: tr('forwarders:actions.test') })
        .first()
        .click();
      await expect(page.getByText(tr('forwarders:urlRequired'))).toBeVisible();

      await url.fill(receiver.url);
      await page
        .getByRole('button', { name: tr('forwarders:actions.save') })
        .first()
        .click();
      await expect(page.getByText(tr('forwarders:saveSuccess'))).toBeVisible();
      await page
        .getByRole('button', { name: tr('forwarders:actions.test') })
        .first()
        .click();
      await expect(
        page.getByRole('status').filter({ hasText: tr('forwarders:result.ok') }),
      ).toContainText(tr('forwarders:result.status', { status: 200 }));

      expect(receiver.deliveries).toHaveLength(1);
      const [delivery] = receiver.deliveries;
      const key = (await page.locator('code').first().textContent()) ?? '';
      const expected = createHmac('sha256', key)
        .update(delivery?.body ?? '')
        .digest('hex');
      expect(delivery?.headers['x-signature']).toBe(`sha256=${expected}`);
      expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ test: true });
    } finally {
      await receiver.close();
    }
  });

  test('a failing forwarder test shows testError with the reason in the reader’s language', async ({
    page,
    login,
    gotoOrg,
    tr,
    mock,
  }) => {
    await mock.fault({ operationId: 'testPostForwarder', status: 500, message: 'E2E broken' });
    await login();
    await gotoOrg(undefined, 'settings/forwarders');
    await page.getByLabel(tr('forwarders:post.url')).fill('http://127.0.0.1:9/hook');
    await page
      .getByRole('button', { name: tr('forwarders:actions.test') })
      .first()
      .click();
    await expect(page.getByText(tr('common:errors.server'))).toBeVisible();
    await expect(page.getByText('E2E broken')).toHaveCount(0);
  });

  test('basic: rename needs a name; a failing organization shows fetchError', async ({
    page,
    login,
    gotoOrg,
    tr,
    mock,
  }) => {
    await login();
    await gotoOrg(undefined, 'settings');
    await expect(page).toHaveURL(/\/settings\/basic$/);
    const name = page.getByLabel(tr('org-settings:basic.name'));
    const save = page.getByRole('button', { name: tr('org-settings:basic.save') });
    await expect(save).toBeDisabled();
    await name.fill('');
    await save.click();
    await expect(page.getByText(tr('org-settings:basic.nameRequired'))).toBeVisible();
    await name.fill('示范农场 Demo Farm E2E');
    await save.click();
    await expect(page.getByText(tr('org-settings:basic.updateSuccess'))).toBeVisible();

    await mock.fault({ operationId: 'getOrganization', status: 404, count: 1 });
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: tr('org-settings:basic.fetchError') }),
    ).toBeVisible();
  });
});
