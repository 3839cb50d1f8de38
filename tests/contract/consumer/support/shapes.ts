/**
 * Matchers for the payloads of openapi/openapi.yaml, one per schema, covering every field the console reads.
 * Values are matched by type or by the document's pattern; whole-number-capable values use integer()/number(), never
 * decimal(); ids of the document's patterns use regex(). An exact value appears only where the console branches on it
 * (each one says why): a backend is free in everything else the document allows.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import type {
  AccessToken,
  Account,
  BlacklistEntry,
  Device,
  DevicePage,
  DownloadTask,
  Factor,
  FactorOptions,
  ForwarderTestResult,
  HistoryPage,
  LatestValue,
  Organization,
  Project,
  TokenPair,
  TokenRefresh,
  User,
} from '@iot/api-client/model';

const { like, eachLike, integer, number, boolean, string, regex } = MatchersV3;

/**
 * A matcher body for the generated model `T`: only the model's fields (a typo or a field the document does not have
 * fails to compile), each a matcher or a value; an object field also as such a body of its own.
 */
export type Matching<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[]
    ? unknown
    : NonNullable<T[K]> extends object
      ? Matching<NonNullable<T[K]>> | MatchersV3.Matcher<unknown>
      : unknown;
};

/** `base` with `over` applied; a key set to undefined in `over` is left out (a field this case does not pin). */
function merge<T>(base: Matching<T>, over: Matching<T>): Matching<T> {
  const out: Record<string, unknown> = { ...base, ...over };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as Matching<T>;
}

/** RFC 3339 date-time (the document's `format: date-time`): any offset, upper- or lower-case T and Z, any fraction. */
const ISO = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const PROJECT_ID = /^proj_[A-Za-z0-9]+$/;
const SLUG = /^[a-z0-9-]+$/;
const AGRI_ID = /^[A-Za-z0-9_-]+$/;

export const isoTime = (example = '2026-11-21T06:00:00Z') => regex(ISO, example);
export const projectId = (example = 'proj_a1b2c3d4') => regex(PROJECT_ID, example);
export const slug = (example = 'demo-farm') => regex(SLUG, example);
const agriId = (example = 'AG7K2M9Q4T') => regex(AGRI_ID, example);
export const unixSeconds = (example = 1763683200) => integer(example);

/** The success envelope. `success: true` is exact: the request function resolves a call only when it is. */
export const ok = (data: unknown) => ({ success: true, data });
/** A success without a payload (logout, change-password): the console reads nothing but `success`. */
export const okEmpty = () => ({ success: true });
/**
 * An error envelope. The console branches on the HTTP status, never on `error.code` (docs/product.md#states, #errors-and-messages: any 401 of a
 * signed-in call refreshes), so the code is matched by type — `code` is only the example — and the message, which the
 * console shows, too.
 */
export const failure = (code: string, message = 'Not allowed') => ({
  error: { code: string(code), message: string(message) },
});
/** A 400 whose messages for `field` are shown under that field: the field's key is exact, its messages by type. */
export const validationFailure = (field: string, message = 'This field is required.') => ({
  error: {
    code: string('validation_error'),
    message: string('Invalid input data'),
    fields: { [field]: eachLike(message) },
  },
});

export const account = (over: Matching<Account> = {}) =>
  merge<Account>(
    {
      id: integer(1),
      username: string('demo'),
      email: string('demo@farm.example.org'),
      nickname: string('演示用户 Demo'),
      full_name: string('Demo User'),
      user_type: regex(/^(normal|wechat)$/, 'normal'),
    },
    over,
  );

export const tokenPair = () =>
  ({
    access: string('eyJhbGciOiJIUzI1NiJ9.access.sig'),
    refresh: string('eyJhbGciOiJIUzI1NiJ9.refresh.sig'),
  }) satisfies Matching<TokenPair>;
/** What the console needs of a refresh answer: a new access token (a new refresh token, when sent, replaces the old). */
export const refreshedAccess = () =>
  ({ access: string('eyJhbGciOiJIUzI1NiJ9.access.sig') }) satisfies Matching<TokenRefresh>;

const ROLE = /^(owner|manager|operator|readonly)$/;

/** An organization; `role` narrows the caller's role to a pattern (any role matches when omitted). */
export const organization = (
  over: Matching<Organization> = {},
  role: { pattern: RegExp; example: string } = { pattern: ROLE, example: 'owner' },
) =>
  ({
    slug: slug(),
    name: string('示范农场 Demo Farm'),
    created_at: isoTime('2025-03-01T08:00:00Z'),
    access_config: {
      role: regex(role.pattern, role.example),
      role_display: string(role.example === 'manager' ? '管理员' : '所有者'),
      can_manage_project: boolean(true),
      can_manage_device: boolean(true),
      can_manage_user: boolean(true),
      can_manage_settings: boolean(true),
    },
    ...over,
  }) satisfies Matching<Organization>;

export const project = (over: Matching<Project> = {}) =>
  ({
    project_id: projectId(),
    name: string('1号温室 Greenhouse 1'),
    favorite: boolean(true),
    device_count: integer(8),
    offline_device_count: integer(1),
    created_at: isoTime('2025-03-02T09:30:00Z'),
    ...over,
  }) satisfies Matching<Project>;

export const device = (over: Matching<Device> = {}) =>
  merge<Device>(
    {
      id: integer(7),
      device_id: string('SIM-0007'),
      device_name: string('东区气象站 East weather station'),
      info: string('安装在1号温室东侧'),
      agri_id: agriId('DV7K2M9Q4T'),
      is_online: boolean(true),
      is_offline: boolean(false),
      is_debug: boolean(false),
      connect_time: unixSeconds(1763680000),
      bind_time: unixSeconds(1741000000),
      create_time: unixSeconds(1740990000),
      report_interval: integer(60),
      base_device: {
        model: string('AG-GW400 四合一气象站'),
        image: string('/assets/devices/gw400.png'),
      },
      project: { project_id: projectId(), name: string('1号温室 Greenhouse 1') },
    },
    over,
  );

/**
 * A page of devices. Fields that are null for some devices (info, connect_time of an offline one, project of a device
 * without one) cannot be matched for every item; the single-device interactions pin them.
 */
export const devicePage = (over: Matching<Device> = {}) =>
  ({
    count: integer(20),
    results: eachLike(device({ info: undefined, connect_time: undefined, ...over })),
  }) satisfies Matching<DevicePage>;

export const latestValue = (over: Matching<LatestValue> = {}) =>
  ({
    agri_id: agriId(),
    value: number(23.4),
    t: unixSeconds(1763683140),
    ...over,
  }) satisfies Matching<LatestValue>;

const choice = (value: number | string, label: string) => [
  typeof value === 'number' ? integer(value) : string(value),
  string(label),
];

export const factorOptions = () =>
  ({
    modbus_type_choices: eachLike(choice(3, '保持寄存器')),
    data_type_choices: eachLike(choice(2, '无符号双字节')),
    data_endian_choices: eachLike(choice('>', '大端')),
    factor_types: eachLike(choice(1001, '空气温度')),
  }) satisfies Matching<FactorOptions>;

export const factor = (over: Matching<Factor> = {}) =>
  ({
    id: integer(31),
    agri_id: agriId(),
    device_id: integer(7),
    name: string('空气温度 Air temperature'),
    enabled: boolean(true),
    the_type: integer(1001),
    the_type_detail: {
      name: string('空气温度'),
      icon: string('/assets/factors/temperature.svg'),
      unit: string('°C'),
    },
    unit: integer(1),
    modbus_type: integer(3),
    modbus_type_display: string('保持寄存器'),
    address: integer(0),
    data_index: integer(0),
    data_type: integer(2),
    data_type_display: string('无符号双字节'),
    data_endian: regex(/^(>|<|>_SW|<_SW)$/, '>'),
    data_endian_display: string('大端'),
    data_factor: number(0.1),
    data_delta: number(0),
    decimals: integer(1),
    min_value: number(-40),
    max_value: number(80),
    ...over,
  }) satisfies Matching<Factor>;

export const historyPage = () =>
  ({
    count: integer(10080),
    results: eachLike({ t: unixSeconds(1763683140), value: number(23.4) }),
  }) satisfies Matching<HistoryPage>;

export const downloadTask = (over: Matching<DownloadTask> = {}) =>
  ({
    id: integer(3),
    name: string('东区气象站 2026-11-20'),
    status: regex(/^(pending|exporting|completed|failed)$/, 'completed'),
    progress: integer(100),
    create_time: unixSeconds(),
    device: {
      id: integer(7),
      device_id: string('SIM-0007'),
      device_name: string('东区气象站 East weather station'),
    },
    factors: eachLike({
      id: integer(31),
      name: string('空气温度 Air temperature'),
      agri_id: agriId(),
      unit: string('°C'),
    }),
    start_time: unixSeconds(1763568000),
    end_time: unixSeconds(1763654399),
    ...over,
  }) satisfies Matching<DownloadTask>;

/** An API access token; `expires_at` is pinned to a date unless `over` leaves it out (null means never). */
export const accessToken = (over: Matching<AccessToken> = {}) =>
  merge<AccessToken>(
    {
      id: integer(2),
      name: string('数据大屏 Dashboard reader'),
      token: regex(/^.*\*{4}.*$/, 'iot_****9f3e'),
      is_active: boolean(true),
      expires_at: isoTime('2026-12-21T00:00:00Z'),
      created_at: isoTime('2026-11-21T06:00:00Z'),
      access_config: {
        role: regex(/^(readonly|operator)$/, 'readonly'),
        role_display: string('只读'),
        all_projects: boolean(true),
        projects: like([]),
      },
    },
    over,
  );

/** A delivery test's result; `status_code` (null without an answer) is shown only when there is one. */
export const forwarderTestResult = () =>
  ({
    ok: boolean(false),
    elapsed_ms: number(42),
    error: string('connect ECONNREFUSED 127.0.0.1:9'),
  }) satisfies Matching<ForwarderTestResult>;

/** A sub-user; nickname and cellphone are pinned unless `over` leaves them out (they may be null). */
export const user = (over: Matching<User> = {}) =>
  merge<User>(
    {
      id: integer(12),
      username: string('zhangwei'),
      nickname: string('张伟'),
      cellphone: string('13800138000'),
      user_type: regex(/^(normal|wechat)$/, 'normal'),
      role: regex(ROLE, 'operator'),
      created_at: isoTime('2026-10-01T03:00:00Z'),
      can_manage_project: boolean(true),
      can_manage_device: boolean(true),
      can_manage_user: boolean(false),
      can_manage_settings: boolean(false),
    },
    over,
  );

export const blacklistEntry = () =>
  ({
    id: integer(1),
    user: { id: integer(15), username: string('zhaolei'), nickname: string('赵磊') },
    reason: string('离职 Left the company'),
    created_at: isoTime('2026-11-02T02:00:00Z'),
  }) satisfies Matching<BlacklistEntry>;
