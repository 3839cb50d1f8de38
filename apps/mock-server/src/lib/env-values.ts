/**
 * How the configuration (src/config.ts) reads an environment variable: a zod schema per variable that takes the text,
 * answers the value or refuses it with what it accepts, and falls back to a default when the variable is unset.
 */
import { z } from 'zod';

/** Why a variable's value cannot work, in words that follow `NAME="value": `. */
export class Refusal {
  constructor(readonly why: string) {}
}
export type Read<T> = (v: string) => T | Refusal;
/** A variable read by `read` when set (and not blank), else `fallback`. */
export const variable = <T, D extends T | undefined | null | false>(read: Read<T>, fallback: D) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T | D => {
      if (v === undefined || v.trim() === '') return fallback;
      const value = read(v.trim());
      if (!(value instanceof Refusal)) return value;
      ctx.addIssue({ code: 'custom', message: value.why });
      return z.NEVER;
    });

export const text: Read<string> = (v) => v;
export const whole =
  (min: number, max = Number.MAX_SAFE_INTEGER): Read<number> =>
  (v) =>
    /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max
      ? Number(v)
      : new Refusal(
          max === Number.MAX_SAFE_INTEGER
            ? `expected a whole number of at least ${min}`
            : `expected a whole number from ${min} to ${max}`,
        );
const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];
export const flag: Read<boolean> = (v) =>
  ON.includes(v.toLowerCase()) ||
  (OFF.includes(v.toLowerCase()) ? false : new Refusal('expected 1 or 0 (on/off, true/false)'));
export const list: Read<string[]> = (v) =>
  v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
export const oneOf =
  <T extends string>(...values: T[]): Read<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : new Refusal(`expected one of ${values.join(', ')}`);
