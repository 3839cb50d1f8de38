/** Models of a weather station: wind speed and direction, rain, air pressure (sensor-models.ts). */
import { fractalNoise, smoothNoise } from './noise.js';
import { HOUR, diurnal, drift, jitter, trait, type ModelContext } from './model-context.js';

export function windSpeed(c: ModelContext): number {
  const base = 2.5 + 1.5 * trait(c, 1) + 1.2 * diurnal(c, 14) + 1.5 * drift(c, 6);
  const gust = Math.max(0, smoothNoise(c.key, 10, c.t, 5 * 60)) * 3;
  return Math.max(0, base + gust + 0.2 * jitter(c, 1));
}

export function windDirection(c: ModelContext): number {
  const dir = 180 + 180 * trait(c, 1) + 120 * drift(c, 7) + 30 * fractalNoise(c.key, 11, c.t, HOUR);
  return ((dir % 360) + 360) % 360;
}

/** Mostly 0; showers when the slow "weather" noise crosses a threshold. */
export function rain(c: ModelContext): number {
  const wet = smoothNoise(c.key, 12, c.t, 6 * HOUR) - 0.55;
  if (wet <= 0) return 0;
  return wet * 25 * (0.6 + 0.4 * smoothNoise(c.key, 13, c.t, 20 * 60));
}

export function pressure(c: ModelContext): number {
  return 1013 + 4 * trait(c, 1) - 8 * drift(c, 8) + 1.2 * diurnal(c, 10) + 0.1 * jitter(c, 1);
}
