/** Models of the air around the crops: temperature, humidity, CO₂, light, PM2.5 (sensor-models.ts). */
import { fractalNoise, smoothNoise } from './noise.js';
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

export function airTemperature(c: ModelContext): number {
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

export function airHumidity(c: ModelContext): number {
  return (
    66 +
    6 * trait(c, 1) -
    16 * diurnal(c, 15) +
    8 * drift(c, 2) +
    3 * fractalNoise(c.key, 4, c.t, 2 * HOUR) +
    0.3 * jitter(c, 1)
  );
}

export function co2(c: ModelContext): number {
  const night = 1 - sunFactor(c);
  return (
    420 +
    40 * trait(c, 1) +
    380 * night * (0.8 + 0.2 * drift(c, 3)) +
    25 * fractalNoise(c.key, 6, c.t, HOUR) +
    3 * jitter(c, 1)
  );
}

export function light(c: ModelContext): number {
  const sun = sunFactor(c);
  if (sun === 0) return 0;
  const clouds = 0.65 + 0.35 * smoothNoise(c.key, 7, c.t, 40 * 60);
  return (55000 + 15000 * trait(c, 1)) * (0.7 + 0.3 * season(c)) * sun * clouds;
}

export function pm25(c: ModelContext): number {
  return Math.max(
    3,
    35 +
      15 * trait(c, 1) +
      25 * drift(c, 9) +
      10 * diurnal(c, 8) +
      4 * fractalNoise(c.key, 14, c.t, HOUR),
  );
}
