/** Models of the soil: moisture between irrigations, EC, pH, temperature (sensor-models.ts). */
import { fractalNoise, rand01 } from './noise.js';
import { HOUR, diurnal, drift, jitter, season, trait, type ModelContext } from './model-context.js';

/**
 * Soil moisture decays after each irrigation and jumps back up at the next one. Irrigations happen once per
 * period (18-42 h per sensor) at a jittered moment in the first quarter of the period; the rise takes 10 minutes.
 */
export function soilMoisture(c: ModelContext): number {
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

export function soilEc(c: ModelContext): number {
  return (
    1.3 +
    0.4 * trait(c, 1) +
    0.25 * drift(c, 4) +
    0.05 * fractalNoise(c.key, 8, c.t, 2 * HOUR) +
    0.01 * jitter(c, 1)
  );
}

export function soilPh(c: ModelContext): number {
  return (
    6.6 +
    0.4 * trait(c, 1) +
    0.2 * drift(c, 5) +
    0.03 * fractalNoise(c.key, 9, c.t, 2 * HOUR) +
    0.01 * jitter(c, 1)
  );
}

export function soilTemperature(c: ModelContext): number {
  return (
    17 +
    3 * trait(c, 1) +
    5 * season(c) +
    1.5 * drift(c, 1) +
    2.5 * diurnal(c, 18) +
    0.05 * jitter(c, 1)
  );
}
