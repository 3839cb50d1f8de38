import { describe, expect, it } from 'vitest';
import type { OrganizationAccess, OrgRole } from '@iot/api-client/model';
import { mayManageMember, pageRefusal, refusal, type Area } from './permissions';

const NONE = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};
const ALL = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};
const member = (role: OrgRole, flags: Partial<typeof ALL> = ALL): OrganizationAccess => ({
  role,
  role_display: role,
  ...NONE,
  ...flags,
});
const allowed = (access: OrganizationAccess, areas: Area[]) =>
  areas.filter((area) => refusal(access, area) === null);
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

describe('refusal: the roles table of docs/decisions/0002', () => {
  it('gives each role with every flag its areas', () => {
    expect(allowed(member('owner', NONE), AREAS)).toEqual(AREAS);
    expect(allowed(member('manager'), AREAS)).toEqual(AREAS.filter((a) => a !== 'owner'));
    expect(allowed(member('operator'), AREAS)).toEqual(['self', 'project', 'device', 'data']);
    expect(allowed(member('readonly'), AREAS)).toEqual(['self']);
  });

  it('needs the flag below owner, and says which', () => {
    expect(refusal(member('operator', { can_manage_project: true }), 'device')).toEqual({
      kind: 'flag',
      flag: 'can_manage_device',
      area: 'device',
    });
    expect(allowed(member('manager', { can_manage_device: true }), AREAS)).toEqual([
      'self',
      'device',
      'device-admin',
      'data',
    ]);
  });

  it('refuses by role before flags, and an unknown member everything', () => {
    expect(refusal(member('readonly'), 'device')).toEqual({
      kind: 'role',
      role: 'readonly',
      area: 'device',
    });
    expect(refusal(undefined, 'self')).toEqual({ kind: 'unknown' });
  });
});

describe('pageRefusal', () => {
  it('opens a page with any of its areas', () => {
    const settingsOnly = member('manager', { can_manage_settings: true });
    expect(pageRefusal(settingsOnly, 'orgSettingsBasic')).toBeNull();
    expect(pageRefusal(member('owner', NONE), 'orgSettingsBasic')).toBeNull();
    expect(pageRefusal(member('manager', { can_manage_user: true }), 'orgSettingsBasic')).toEqual({
      kind: 'flag',
      flag: 'can_manage_settings',
      area: 'settings',
    });
    expect(pageRefusal(member('operator'), 'projectSettings')).toBeNull();
  });

  it('offers a readonly member none of the pages made for changes', () => {
    for (const page of [
      'orgDevices',
      'orgSettingsBasic',
      'orgSettingsTokens',
      'orgSettingsForwarders',
      'orgUsers',
      'projectSettings',
    ] as const)
      expect(pageRefusal(member('readonly'), page)).not.toBeNull();
  });
});

describe('mayManageMember', () => {
  const row = (role: OrgRole, username = 'lisi') => ({ role, username });
  it('never the owner nor oneself; only a lower rank', () => {
    expect(mayManageMember(member('owner'), row('manager'), 'demo')).toBe(true);
    expect(mayManageMember(member('owner'), row('owner', 'demo'), 'demo')).toBe(false);
    expect(mayManageMember(member('manager'), row('operator'), 'wangfang')).toBe(true);
    expect(mayManageMember(member('manager'), row('manager'), 'wangfang')).toBe(false);
    expect(mayManageMember(member('manager'), row('owner', 'demo'), 'wangfang')).toBe(false);
    expect(mayManageMember(member('manager'), row('operator', 'wangfang'), 'wangfang')).toBe(false);
    expect(mayManageMember(member('manager', NONE), row('operator'), 'wangfang')).toBe(false);
  });
});
