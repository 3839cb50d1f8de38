/**
 * Natural-unit value models, one per sensor type. Each takes a per-factor key (hash of seed + agri_id) and a time,
 * and returns an unclamped, unrounded value. streams.ts picks the model, clamps and rounds.
 */
import { fractalNoise, rand01, smoothNoise } from './noise.js';
import {
  HOUR,
  diurnal,
  drift,
  jitter,
  season,
  sunFactor,
  trait,
  type ModelContext,
} from './model-context.js';

export { modelContext, type ModelContext } from './model-context.js';

function airTemperature(c: ModelContext): number {
  return (
    20 +
    4 * trait(c, 1) +
    6 * season(c) +
    3 * drift(c, 1) +
    (5 + trait(c, 2)) * diurnal(c, 15) +
    0.8 * fractalNoise(c.key, 3, c.t, 2 * HOUR) +
    0.1 * jitter(c, 1)
  );
}

function airHumidity(c: ModelContext): number {
  return (
    66 +
    6 * trait(c, 1) -
    16 * diurnal(c, 15) +
    8 * drift(c, 2) +
    3 * fractalNoise(c.key, 4, c.t, 2 * HOUR) +
    0.3 * jitter(c, 1)
  );
}

/**
 * Soil moisture decays after each irrigation and jumps back up at the next one. Irrigations happen once per
 * period (18-42 h per sensor) at a jittered moment in the first quarter of the period; the rise takes 10 minutes.
 */
function soilMoisture(c: ModelContext): number {
  const period = (18 + 24 * rand01(c.key, 0, 11)) * HOUR;
  const phase = rand01(c.key, 0, 12) * period;
  const irrigationAt = (k: number): number =>
    k * period + phase + rand01(c.key, k, 13) * period * 0.25;
  let k = Math.floor((c.t - phase) / period);
  if (c.t < irrigationAt(k)) k -= 1;
  const since = c.t - irrigationAt(k);
  const high = 42 + 6 * trait(c, 1);
  const low = 18 + 4 * trait(c, 2);
  const tau = period / 1.6;
  const ramp = Math.min(1, since / 600);
  const gap = irrigationAt(k) - irrigationAt(k - 1);
  const before = low + (high - low) * Math.exp(-Math.max(0, gap - 600) / tau);
  const after = low + (high - low) * Math.exp(-Math.max(0, since - 600) / tau);
  return (
    before + (after - before) * ramp + 0.4 * fractalNoise(c.key, 5, c.t, HOUR) + 0.1 * jitter(c, 1)
  );
}

function co2(c: ModelContext): number {
  const night = 1 - sunFactor(c);
  return (
    420 +
    40 * trait(c, 1) +
    380 * night * (0.8 + 0.2 * drift(c, 3)) +
    25 * fractalNoise(c.key, 6, c.t, HOUR) +
    3 * jitter(c, 1)
  );
}

function light(c: ModelContext): number {
  const sun = sunFactor(c);
  if (sun === 0) return 0;
  const clouds = 0.65 + 0.35 * smoothNoise(c.key, 7, c.t, 40 * 60);
  return (55000 + 15000 * trait(c, 1)) * (0.7 + 0.3 * season(c)) * sun * clouds;
}

function soilEc(c: ModelContext): number {
  return (
    1.3 +
    0.4 * trait(c, 1) +
    0.25 * drift(c, 4) +
    0.05 * fractalNoise(c.key, 8, c.t, 2 * HOUR) +
    0.01 * jitter(c, 1)
  );
}

function soilPh(c: ModelContext): number {
  return (
    6.6 +
    0.4 * trait(c, 1) +
    0.2 * drift(c, 5) +
    0.03 * fractalNoise(c.key, 9, c.t, 2 * HOUR) +
    0.01 * jitter(c, 1)
  );
}

function soilTemperature(c: ModelContext): number {
  return (
    17 +
    3 * trait(c, 1) +
    5 * season(c) +
    1.5 * drift(c, 1) +
    2.5 * diurnal(c, 18) +
    0.05 * jitter(c, 1)
  );
}

function windSpeed(c: ModelContext): number {
  const base = 2.5 + 1.5 * trait(c, 1) + 1.2 * diurnal(c, 14) + 1.5 * drift(c, 6);
  const gust = Math.max(0, smoothNoise(c.key, 10, c.t, 5 * 60)) * 3;
  return Math.max(0, base + gust + 0.2 * jitter(c, 1));
}

function windDirection(c: ModelContext): number {
  const dir = 180 + 180 * trait(c, 1) + 120 * drift(c, 7) + 30 * fractalNoise(c.key, 11, c.t, HOUR);
  return ((dir % 360) + 360) % 360;
}

/** Mostly 0; showers when the slow "weather" noise crosses a threshold. */
function rain(c: ModelContext): number {
  const wet = smoothNoise(c.key, 12, c.t, 6 * HOUR) - 0.55;
  if (wet <= 0) return 0;
  return wet * 25 * (0.6 + 0.4 * smoothNoise(c.key, 13, c.t, 20 * 60));
}

function pressure(c: ModelContext): number {
  return 1013 + 4 * trait(c, 1) - 8 * drift(c, 8) + 1.2 * diurnal(c, 10) + 0.1 * jitter(c, 1);
}

function pm25(c: ModelContext): number {
  return Math.max(
    3,
    35 +
      15 * trait(c, 1) +
      25 * drift(c, 9) +
      10 * diurnal(c, 8) +
      4 * fractalNoise(c.key, 14, c.t, HOUR),
  );
}

function waterTemperature(c: ModelContext): number {
  return (
    19 +
    2 * trait(c, 1) +
    6 * season(c) +
    1 * drift(c, 1) +
    1.2 * diurnal(c, 17) +
    0.05 * jitter(c, 1)
  );
}

/** Against water temperature and sunlight (photosynthesis by day). */
function dissolvedOxygen(c: ModelContext): number {
  return (
    7 +
    0.8 * trait(c, 1) +
    1.4 * sunFactor(c) -
    0.8 * diurnal(c, 5) +
    0.3 * drift(c, 10) +
    0.03 * jitter(c, 1)
  );
}

function waterLevel(c: ModelContext): number {
  return (
    1.8 +
    0.6 * trait(c, 1) +
    0.4 * drift(c, 11) +
    0.05 * fractalNoise(c.key, 15, c.t, HOUR) +
    0.005 * jitter(c, 1)
  );
}

/** Solar-charged battery: charges by day, sags at night. */
function battery(c: ModelContext): number {
  return (
    12.2 + 0.3 * trait(c, 1) + 1.3 * sunFactor(c) - 0.2 * (1 - sunFactor(c)) + 0.02 * jitter(c, 1)
  );
}

/** A sensor code the table does not name: smooth wandering across the middle of its range. */
export function genericModel(c: ModelContext, min: number, max: number): number {
  const mid = (min + max) / 2;
  const half = (max - min) / 2;
  return (
    mid +
    half * (0.5 * fractalNoise(c.key, 16, c.t, 3 * HOUR) + 0.2 * drift(c, 12) + 0.02 * jitter(c, 1))
  );
}

export const SENSOR_MODELS: Record<number, (c: ModelContext) => number> = {
  1001: airTemperature,
  1002: airHumidity,
  1003: soilMoisture,
  1004: co2,
  1005: light,
  1006: soilEc,
  1007: soilPh,
  1008: soilTemperature,
  1009: windSpeed,
  1010: windDirection,
  1011: rain,
  1012: pressure,
  1013: pm25,
  1014: waterTemperature,
  1015: dissolvedOxygen,
  1016: waterLevel,
  1017: battery,
};
