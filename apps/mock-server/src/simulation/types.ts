/**
 * The contract between the simulation (pure functions of seed, ids and time) and the rest of the mock server.
 * Nothing here stores history: every value is computed on demand from (seed, agri_id, t) plus the recorded events.
 * All times are Unix seconds.
 */

/** What the simulation needs to know about a factor (a subset of the stored Factor). */
export interface SimFactor {
  /** Stable string id of the factor stream, e.g. "A1B2C3D4E5" — the seed of its values. */
  agri_id: string;
  /** >= 1000 numeric sensor (kind decided by the_type), 200/201 switch, anything else: unsupported (no data). */
  the_type: number;
  min_value: number | null;
  max_value: number | null;
  decimals: number;
  /** Factors with enabled === false report nothing. */
  enabled?: boolean;
  /** The factor reports nothing before this time (its create time); defaults to the device's `since`. */
  since?: number;
}

/** What the simulation needs to know about a device. */
export interface SimDevice {
  /** Numeric primary key. */
  id: number;
  /** Hardware id, e.g. "SIM-0001". Seeds the online/offline schedule. */
  device_id: string;
  /** Seconds between reports; default 60. */
  report_interval?: number;
  /** The device reports nothing before this time (bind/create time). */
  since: number;
  /**
   * Optional override of the schedule class the seed would otherwise derive from (seed, device_id):
   * 'stable' always up, 'flapping' drops out for half-hour slots, 'down' goes offline a few hours after `since`.
   */
  profile?: ScheduleProfile;
}

export type ScheduleProfile = 'stable' | 'flapping' | 'down';

/** Things that happened to a device and change what the pure schedule says. Recorded by the server, kept in the db. */
export interface DeviceEvents {
  /** Reboot start times; the device is offline for `rebootSeconds` after each, then back online. */
  reboots: number[];
  /** Control-plane overrides: from `from` on the device is forced online/offline; 'auto' returns to the schedule. */
  forced: { from: number; state: 'online' | 'offline' | 'auto' }[];
  /**
   * Switch control: from `t` on the switch factor `agri_id` reads `value` (0 or 1) until the next set for it. History and
   * latest values apply a set from the report step containing `t` (history.ts reportedSets), so it shows at once.
   */
  switchSets: { agri_id: string; t: number; value: 0 | 1 }[];
  /**
   * Control plane: from `from` the factor `agri_id` reads `value` until `until` (null: until the next set) — a value
   * set by hand, or a spike; `value` null ends a set. The newest set covering a time wins, over the switch sets and the
   * model; the report step containing `from` already shows it (history.ts reportedSets). Absent in older databases.
   */
  valueSets?: { agri_id: string; from: number; until: number | null; value: number | null }[];
}

export interface SimConfig {
  seed: string;
  /** Seconds a reboot keeps a device offline (MOCK_REBOOT_SECONDS, default 10). */
  rebootSeconds: number;
  /** IANA zone of the diurnal cycles, CSV time column and hourly buckets (MOCK_TZ, default Asia/Shanghai). */
  tz?: string;
}

export interface HistoryPoint {
  t: number;
  value: number;
}

export interface HistoryPage {
  count: number;
  /** Newest first. */
  results: HistoryPoint[];
}
