import '@/testing/browser-apis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asMember } from '@/testing/member';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const ORG = '/org/demo-farm';
const orgMenu = async () =>
  within(await screen.findByRole('navigation', { name: 'Organization menu' }, { timeout: 15_000 }));

describe('pages a member may not use (docs/decisions/0098)', () => {
  it('a readonly member is offered projects only, and a settings URL says why it is closed', async () => {
    server.use(asMember({ role: 'readonly' }));
    await renderApp(`${ORG}/settings/tokens`, { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'No permission' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your role \(Read-only\) may not change the organization settings/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
      'href',
      `${ORG}/`,
    );
    const menu = await orgMenu();
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual(['Projects']);
  }, 40_000);

  it('in Chinese, names the missing permission of an operator', async () => {
    server.use(asMember({ role: 'operator', can_manage_device: true }));
    await renderApp(`${ORG}/devices/`);
    expect(
      await screen.findByRole('heading', { name: '没有权限' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/需要“管理项目”权限才能创建或重命名项目/)).toBeInTheDocument();
  }, 40_000);

  it('the users pages need can_manage_user', async () => {
    server.use(asMember({ role: 'manager', can_manage_settings: true }));
    await renderApp(`${ORG}/users/all`, { language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'No permission' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You need the “Manage users” permission/)).toBeInTheDocument();
    const menu = await orgMenu();
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Projects',
      'Organization settings',
    ]);
  }, 40_000);

  it('the owner is offered every page', async () => {
    server.use(asMember({ role: 'owner' }));
    await renderApp(`${ORG}/users/all`, { language: 'en' });
    expect(
      await screen.findByRole('button', { name: 'Create user' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const menu = await orgMenu();
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Projects',
      'All devices',
      'Organization settings',
      'Users',
    ]);
  }, 40_000);
});
