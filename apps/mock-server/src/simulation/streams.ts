/**
 * Factor streams: the value of a factor at time t is a pure function of (cfg.seed, factor.agri_id, t), plus the
 * recorded switch sets for switches and the values the control plane set. Nothing is stored; history and latest values
 * call valueAt for the points they return.
 */
import { getFactorType, isSupportedType, isSwitchType } from './factor-types.js';
import { hashString, rand01 } from './noise.js';
import { SENSOR_MODELS, genericModel, modelContext } from './sensor-models.js';
import { DEFAULT_TZ } from './time.js';
import type { DeviceEvents, SimConfig, SimFactor } from './types.js';

const keys = new Map<string, Map<string, number>>();
let keyCount = 0;

/**
 * Per-factor random key, memoised (one entry per factor stream, 50k factors at MOCK_SCALE=large). Looked up by seed,
 * then agri_id, without building a string: a history page asks once per point.
 */
function streamKey(seed: string, agriId: string): number {
  let bySeed = keys.get(seed);
  const known = bySeed?.get(agriId);
  if (known !== undefined) return known;
  if (keyCount >= 200_000) {
    keys.clear();
    keyCount = 0;
    bySeed = undefined;
  }
  if (bySeed === undefined) {
    bySeed = new Map();
    keys.set(seed, bySeed);
  }
  const k = hashString(`${seed}|${agriId}`);
  bySeed.set(agriId, k);
  keyCount++;
  return k;
}

/** True when the factor produces data at all: a supported type and not disabled. */
export function isReporting(factor: SimFactor): boolean {
  return factor.enabled !== false && isSupportedType(factor.the_type);
}

function roundTo(value: number, decimals: number): number {
  const d = Math.min(6, Math.max(0, Math.floor(Number.isFinite(decimals) ? decimals : 1)));
  const p = 10 ** d;
  const r = Math.round(value * p) / p;
  return Object.is(r, -0) ? 0 : r;
}

/** The factor's effective range: its own min/max, else the type's defaults, else 0-100. */
function effectiveRange(factor: SimFactor): { min: number; max: number } {
  const info = getFactorType(factor.the_type);
  let min = factor.min_value ?? info?.min ?? 0;
  let max = factor.max_value ?? info?.max ?? 100;
  if (min > max) [min, max] = [max, min];
  return { min, max };
}

/**
 * The automatic on/off schedule of a switch: a cycle of 2-6 h (per switch) with an on window of 20-40 % of it;
 * about one cycle in five is skipped (stays off).
 */
function scheduledSwitch(key: number, t: number): 0 | 1 {
  const period = (2 + 4 * rand01(key, 0, 21)) * 3600;
  const onFraction = 0.2 + 0.2 * rand01(key, 0, 22);
  const phase = rand01(key, 0, 23) * period;
  const cycle = Math.floor((t - phase) / period);
  if (rand01(key, cycle, 24) < 0.2) return 0;
  const into = t - phase - cycle * period;
  return into < onFraction * period ? 1 : 0;
}

/** The recorded sets a value reads: the switch sets and the control plane's value sets of a device. */
export type RecordedSets = Partial<Pick<DeviceEvents, 'switchSets' | 'valueSets'>>;

/** The value a switch set by the control call holds at t, or undefined when it was never set before t. */
function switchSetAt(
  sets: DeviceEvents['switchSets'] | undefined,
  agriId: string,
  t: number,
): 0 | 1 | undefined {
  if (!sets) return undefined;
  let best: { t: number; value: 0 | 1 } | undefined;
  for (const s of sets) {
    if (s.agri_id === agriId && s.t <= t && (!best || s.t >= best.t)) best = s;
  }
  return best?.value;
}

/** The value the control plane set for `agriId` at t (the newest set covering t), or null when none holds. */
function valueSetAt(
  sets: DeviceEvents['valueSets'] | undefined,
  agriId: string,
  t: number,
): number | null {
  if (!sets) return null;
  let best: { from: number; value: number | null } | undefined;
  for (const s of sets) {
    const covers = s.from <= t && (s.until === null || t < s.until);
    if (s.agri_id === agriId && covers && (!best || s.from >= best.from)) best = s;
  }
  return best?.value ?? null;
}

/**
 * The value of `factor` at Unix time `t` (seconds), clamped to its range and rounded to its decimals — or the value the
 * control plane set, rounded only. Returns null for unsupported types and disabled factors. Deterministic in (cfg.seed,
 * factor.agri_id, t) and the recorded `sets`: a set switch holds its value until the next set for it.
 */
export function valueAt(
  cfg: SimConfig,
  factor: SimFactor,
  t: number,
  sets?: RecordedSets,
): number | null {
  if (!isReporting(factor)) return null;
  const set = valueSetAt(sets?.valueSets, factor.agri_id, t);
  const key = streamKey(cfg.seed, factor.agri_id);
  if (isSwitchType(factor.the_type)) {
    if (set !== null) return set ? 1 : 0;
    return switchSetAt(sets?.switchSets, factor.agri_id, t) ?? scheduledSwitch(key, t);
  }
  if (set !== null) return roundTo(set, factor.decimals);
  const { min, max } = effectiveRange(factor);
  const ctx = modelContext(key, t, cfg.tz ?? DEFAULT_TZ);
  const model = SENSOR_MODELS[factor.the_type];
  const raw = model ? model(ctx) : genericModel(ctx, min, max);
  return roundTo(Math.min(max, Math.max(min, raw)), factor.decimals);
}
