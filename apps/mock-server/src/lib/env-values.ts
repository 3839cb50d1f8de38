/**
 * How the configuration (src/config.ts) reads an environment variable: a zod schema per variable that takes the text,
 * answers the value or refuses it with what it accepts, and falls back to a default when the variable is unset.
 */
import { isIP } from 'node:net';
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
/** An address, a CIDR or a range name proxy-addr knows (what Fastify's trustProxy takes). */
const proxyAddress = (v: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(v)) return true;
  const [ip = '', bits, ...rest] = v.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
/** TRUST_PROXY: a number of proxy hops, or a comma-separated list of the proxies' addresses/CIDRs. */
export const proxies: Read<number | string[]> = (v) => {
  if (/^\d+$/.test(v)) return Number(v);
  const addresses = list(v) as string[];
  return addresses.every(proxyAddress)
    ? addresses
    : new Refusal(
        'expected the proxies’ addresses or CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), or a number of hops',
      );
};
/** A HOST that only this machine reaches. */
export const loopbackHost = (host: string): boolean =>
  /^(?:localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i.test(host);
