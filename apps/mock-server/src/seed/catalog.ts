/** The fixed accounts of the demo data: users, their memberships and the blacklist (farms.ts: organizations). */
import type { OrgRole, Permissions } from '#src/db/types.js';

export interface SeedUser {
  username: string;
  password: string;
  nickname: string | null;
  full_name: string;
  email: string | null;
  cellphone: string | null;
  user_type: 'normal' | 'wechat';
  /** Whether the account has signed in before (activate_time set). */
  active: boolean;
}

export const SEED_USERS: SeedUser[] = [
  {
    username: 'demo',
    password: 'demo123456',
    nickname: '演示用户 Demo',
    full_name: 'Demo User',
    email: 'demo@farm.example.org',
    cellphone: '13800000001',
    user_type: 'normal',
    active: true,
  },
  {
    username: 'viewer',
    password: 'viewer123456',
    nickname: '访客 Viewer',
    full_name: 'Viewer',
    email: 'viewer@farm.example.org',
    cellphone: null,
    user_type: 'normal',
    active: true,
  },
  {
    username: 'outsider',
    password: 'outsider123456',
    nickname: '外部用户 Outsider',
    full_name: 'Outsider',
    email: 'outsider@other.example.org',
    cellphone: null,
    user_type: 'normal',
    active: true,
  },
  {
    username: 'wangfang',
    password: 'wangfang123456',
    nickname: '王芳',
    full_name: 'Wang Fang',
    email: 'wangfang@farm.example.org',
    cellphone: '13900139001',
    user_type: 'normal',
    active: true,
  },
  {
    username: 'zhangwei',
    password: 'zhangwei123456',
    nickname: '张伟 Zhang Wei',
    full_name: 'Zhang Wei',
    email: null,
    cellphone: '13800138000',
    user_type: 'normal',
    active: true,
  },
  {
    username: 'emily',
    password: 'emily123456',
    nickname: 'Emily Chen',
    full_name: 'Emily Chen',
    email: 'emily@farm.example.org',
    cellphone: null,
    user_type: 'normal',
    active: false,
  },
  {
    username: 'wx_lihua',
    password: 'wx_lihua123456',
    nickname: '李华 Li Hua',
    full_name: 'Li Hua',
    email: null,
    cellphone: '13700137000',
    user_type: 'wechat',
    active: true,
  },
  {
    username: 'wx_chenjing',
    password: 'wx_chenjing123456',
    nickname: '陈静',
    full_name: 'Chen Jing',
    email: null,
    cellphone: null,
    user_type: 'wechat',
    active: false,
  },
  {
    username: 'zhaolei',
    password: 'zhaolei123456',
    nickname: '赵磊',
    full_name: 'Zhao Lei',
    email: null,
    cellphone: '13600136000',
    user_type: 'normal',
    active: true,
  },
];

const ALL: Permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};
const NONE: Permissions = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};
const DATA: Permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: false,
  can_manage_settings: false,
};

export interface SeedMember {
  org: string;
  username: string;
  role: OrgRole;
  permissions: Permissions;
}

export const SEED_MEMBERS: SeedMember[] = [
  { org: 'demo-farm', username: 'demo', role: 'owner', permissions: ALL },
  { org: 'greenhouse-lab', username: 'demo', role: 'owner', permissions: ALL },
  { org: 'other-org', username: 'outsider', role: 'owner', permissions: ALL },
  { org: 'demo-farm', username: 'viewer', role: 'readonly', permissions: NONE },
  {
    org: 'demo-farm',
    username: 'wangfang',
    role: 'manager',
    permissions: { ...ALL, can_manage_settings: false },
  },
  { org: 'demo-farm', username: 'zhangwei', role: 'operator', permissions: DATA },
  {
    org: 'demo-farm',
    username: 'emily',
    role: 'operator',
    permissions: { ...DATA, can_manage_project: false },
  },
  {
    org: 'demo-farm',
    username: 'wx_lihua',
    role: 'operator',
    permissions: { ...NONE, can_manage_device: true },
  },
  { org: 'demo-farm', username: 'wx_chenjing', role: 'readonly', permissions: NONE },
  { org: 'demo-farm', username: 'zhaolei', role: 'operator', permissions: DATA },
  { org: 'greenhouse-lab', username: 'emily', role: 'readonly', permissions: NONE },
];

/** Blacklisted members (they keep their membership record but every call naming the org is refused). */
export const SEED_BLACKLIST = [
  {
    org: 'demo-farm',
    username: 'zhaolei',
    reason: '离职 Left the company',
    created_at: '2026-11-02T02:00:00Z',
  },
];
