/** Models of a pond or tank: water temperature, dissolved oxygen, water level (sensor-models.ts). */
import { fractalNoise } from './noise.js';
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

export function waterTemperature(c: ModelContext): number {
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
export function dissolvedOxygen(c: ModelContext): number {
  return (
    7 +
    0.8 * trait(c, 1) +
    1.4 * sunFactor(c) -
    0.8 * diurnal(c, 5) +
    0.3 * drift(c, 10) +
    0.03 * jitter(c, 1)
  );
}

export function waterLevel(c: ModelContext): number {
  return (
    1.8 +
    0.6 * trait(c, 1) +
    0.4 * drift(c, 11) +
    0.05 * fractalNoise(c.key, 15, c.t, HOUR) +
    0.005 * jitter(c, 1)
  );
}
