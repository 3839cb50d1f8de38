import { describe, expect, it } from 'vitest';
import type { Permissions } from '#src/db/types.js';
import { render, type Message } from '#src/i18n/messages.js';
import type { Area } from './access.js';
import { ALL_PERMISSIONS, refusal, type Actor } from './permissions.js';

const NONE: Permissions = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};
const member = (role: Actor['role'], perms: Partial<Permissions> = ALL_PERMISSIONS): Actor => ({
  kind: 'session',
  role,
  perms: { ...NONE, ...perms },
});
const token = (role: 'readonly' | 'operator'): Actor => ({
  kind: 'token',
  role,
  perms: ALL_PERMISSIONS,
});

const AREAS: Area[] = [
  'self',
  'project',
  'project-admin',
  'device',
  'device-admin',
  'data',
  'user',
  'settings',
  'owner',
];
const allowed = (a: Actor) => AREAS.filter((area) => refusal(a, area) === null);
const said = (why: Message | null) =>
  why === null ? null : [render(why, 'en'), render(why, 'zh')];

describe('the role matrix (ADR 0002)', () => {
  it('gives the owner everything, whatever the flags', () => {
    expect(allowed(member('owner', NONE))).toEqual(AREAS);
  });

  it('gives a manager all but the owner’s area, each behind its flag', () => {
    expect(allowed(member('manager'))).toEqual(AREAS.filter((a) => a !== 'owner'));
    expect(
      allowed(member('manager', { ...ALL_PERMISSIONS, can_manage_settings: false })),
    ).not.toContain('settings');
  });

  it('lets an operator change projects, devices and exports, behind the flags', () => {
    expect(allowed(member('operator'))).toEqual(['self', 'project', 'device', 'data']);
    expect(allowed(member('operator', { can_manage_device: true }))).toEqual([
      'self',
      'device',
      'data',
    ]);
  });

  it('lets readonly members change only their own things, and says why', () => {
    expect(allowed(member('readonly'))).toEqual(['self']);
    expect(said(refusal(member('readonly'), 'device'))).toEqual([
      'Your role (readonly) may not change devices',
      '你的角色（只读）不能修改设备',
    ]);
    expect(said(refusal(member('manager', NONE), 'user'))).toEqual([
      'You do not have the can_manage_user permission needed to manage users',
      '你没有“管理用户”权限，不能管理用户',
    ]);
  });

  it('lets readonly tokens only read and operator tokens change data, never settings, users or the organization', () => {
    expect(allowed(token('readonly'))).toEqual([]);
    expect(allowed(token('operator'))).toEqual(['self', 'project', 'device', 'data']);
    expect(said(refusal(token('operator'), 'settings'))).toEqual([
      'API access tokens may not change organization settings',
      '访问令牌不能修改组织设置',
    ]);
  });
});
