/** The fixed parts of the demo data: accounts, organizations, projects and the device kinds the seed draws from. */
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

export interface SeedOrg {
  slug: string;
  name: string;
  created_at: string;
  projects: string[];
  /** Bound devices without a project. */
  loose: number;
  devices: number;
}

export const SEED_ORGS: SeedOrg[] = [
  {
    slug: 'demo-farm',
    name: '示范农场 Demo Farm',
    created_at: '2025-03-01T08:00:00Z',
    projects: [
      '1号温室 Greenhouse 1',
      '2号温室 Greenhouse 2',
      '育苗棚 Nursery',
      '露天果园 Orchard',
    ],
    loose: 3,
    devices: 24,
  },
  {
    slug: 'greenhouse-lab',
    name: '温室实验室 Greenhouse Lab',
    created_at: '2025-04-12T02:30:00Z',
    projects: ['试验田 A Trial field A', '水培实验 Hydroponics'],
    loose: 1,
    devices: 5,
  },
  {
    slug: 'other-org',
    name: '其他组织 Other Org',
    created_at: '2025-05-20T06:00:00Z',
    projects: ['外部项目 External project'],
    loose: 0,
    devices: 3,
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

export interface DeviceKind {
  name: string;
  model: string;
  image: string;
  /** Factor type codes (FACTOR_TYPES). */
  factors: number[];
}

export const DEVICE_KINDS: DeviceKind[] = [
  {
    name: '气象站 Weather station',
    model: 'AG-GW400 四合一气象站',
    image: '/assets/devices/weather-station.svg',
    factors: [1001, 1002, 1005, 1009, 1010, 1011, 1012],
  },
  {
    name: '土壤墒情站 Soil station',
    model: 'AG-S300 土壤墒情仪',
    image: '/assets/devices/soil-station.svg',
    factors: [1003, 1008, 1006, 1007, 1017],
  },
  {
    name: '温室环境监测 Greenhouse climate',
    model: 'AG-C200 温室环境采集器',
    image: '/assets/devices/climate-sensor.svg',
    factors: [1001, 1002, 1004, 1005, 200],
  },
  {
    name: '灌溉控制器 Irrigation controller',
    model: 'AG-V100 灌溉阀控器',
    image: '/assets/devices/controller.svg',
    factors: [200, 201, 1003, 1016],
  },
  {
    name: '水肥一体机 Fertigation unit',
    model: 'AG-F500 水肥一体机',
    image: '/assets/devices/controller.svg',
    factors: [1006, 1007, 1014, 200, 201, 1016],
  },
  {
    name: '空气质量监测 Air quality',
    model: 'AG-A120 空气质量传感器',
    image: '/assets/devices/climate-sensor.svg',
    factors: [1013, 1004, 1001],
  },
  {
    name: '水产监测 Aquaculture monitor',
    model: 'AG-W210 水质监测仪',
    image: '/assets/devices/water-sensor.svg',
    factors: [1014, 1015, 1016, 200, 1017],
  },
  {
    name: '综合采集器 Multi-sensor gateway',
    model: 'AG-M800 多路采集网关',
    image: '/assets/devices/weather-station.svg',
    factors: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 201],
  },
];

export const ZONES = ['东区 East', '西区 West', '南区 South', '北区 North', '中央 Central'];
