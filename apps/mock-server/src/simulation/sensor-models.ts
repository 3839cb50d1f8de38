/**
 * Natural-unit value models, one per sensor type. Each takes a per-factor key (hash of seed + agri_id) and a time,
 * and returns an unclamped, unrounded value. streams.ts picks the model, clamps and rounds. The models are grouped by
 * what they measure: the air, the weather, the soil, the water.
 */
import { fractalNoise } from './noise.js';
import { HOUR, drift, jitter, sunFactor, trait, type ModelContext } from './model-context.js';
import { airTemperature, airHumidity, co2, light, pm25 } from './air-models.js';
import { soilMoisture, soilEc, soilPh, soilTemperature } from './soil-models.js';
import { waterTemperature, dissolvedOxygen, waterLevel } from './water-models.js';
import { windSpeed, windDirection, rain, pressure } from './weather-models.js';

export { modelContext, type ModelContext } from './model-context.js';

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
