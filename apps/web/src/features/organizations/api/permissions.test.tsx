import '@/testing/browser-apis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@iot/api-client/model';
import { exampleSchema, respond } from '@/testing/openapi-handlers';
import { asMember, expectReason } from '@/testing/member';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const device = exampleSchema('Device');
const PROJECT = '/org/demo-farm/proj_a1b2c3d4';
const WAIT = { timeout: 15_000 };

/** Every request that would change something, so a test can say none was sent. */
function changesSent() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return sent;
}

describe('controls follow the member’s role and flags (docs/decisions/0098)', () => {
  it('a readonly member: bind and the row menu are disabled with the reason, and nothing is sent', async () => {
    server.use(asMember({ role: 'readonly' }));
    const sent = changesSent();
    const { user } = await renderApp(`${PROJECT}/devices`, { language: 'en' });
    const bind = await screen.findByRole('button', { name: 'Bind device' }, WAIT);
    expect(bind).toHaveAttribute('aria-disabled', 'true');
    await user.click(bind);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectReason(
      () => screen.getByRole('button', { name: 'Bind device' }),
      'Your role (Read-only) may not change devices and factors',
    );
    await user.click(screen.getAllByRole('button', { name: /^Actions for/ })[0]!);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getAllByText(/may not delete or transfer devices/)).not.toHaveLength(0);
    await user.click(items[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  }, 40_000);

  it('an operator reboots and moves, but may not delete or transfer', async () => {
    server.use(asMember({ role: 'operator', can_manage_project: true, can_manage_device: true }));
    const { user } = await renderApp(`${PROJECT}/${device.id}/settings`, { language: 'en' });
    const remove = await screen.findByRole('button', { name: 'Delete device' }, WAIT);
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: 'Transfer to another organization' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Reboot device' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
    await expectReason(
      () => screen.getByRole('button', { name: 'Delete device' }),
      'Your role (Operator) may not delete or transfer devices',
    );
    await user.click(screen.getByRole('button', { name: 'Move to project' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  }, 40_000);

  it('in Chinese: the factors of a device, for a member without the device flag', async () => {
    server.use(asMember({ role: 'operator', can_manage_project: true }));
    const { user } = await renderApp(`${PROJECT}/${device.id}/factors`);
    const add = await screen.findByRole('button', { name: '添加因子' }, WAIT);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    const enabled = screen.getAllByRole('switch')[0]!;
    expect(enabled).toHaveAttribute('aria-disabled', 'true');
    const before = enabled.getAttribute('aria-checked');
    await user.click(enabled);
    expect(enabled).toHaveAttribute('aria-checked', before);
    await expectReason(
      () => screen.getAllByRole('switch')[0]!,
      '需要“管理设备”权限才能修改设备和因子',
    );
  }, 40_000);

  it('a manager changes members below them only, and gives only the flags they hold', async () => {
    const member = (id: number, username: string, role: User['role']): User => ({
      ...exampleSchema('User'),
      id,
      username,
      role,
    });
    server.use(
      asMember({ role: 'manager', can_manage_user: true, can_manage_device: true }),
      respond('listUsers', {
        transform: (answer) => ({
          ...answer,
          data: [
            member(1, 'boss', 'owner'),
            member(2, 'demo', 'manager'),
            member(3, 'peer', 'manager'),
            member(4, 'zhangwei', 'operator'),
          ],
        }),
      }),
    );
    // renderApp signs in as `demo`: the manager of this list
    const { user } = await renderApp('/org/demo-farm/users/all', { language: 'en' });
    await screen.findByRole('button', { name: 'Edit zhangwei' }, WAIT);
    for (const name of ['boss', 'demo', 'peer'])
      expect(screen.queryByRole('button', { name: `Edit ${name}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    expect(within(dialog).getByRole('checkbox', { name: 'Manage settings' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Manage devices' })).not.toHaveAttribute(
      'aria-disabled',
    );
  }, 40_000);
});
