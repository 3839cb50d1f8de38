/**
 * Deterministic pseudo-random building blocks. Everything is a pure function of integer keys, so a value computed
 * today and the same value computed next week are bit-for-bit identical.
 */

/** murmur3 32-bit finaliser: spreads every input bit over the output. */
function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over the UTF-16 code units, finalised. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix(h);
}

/** Combines a key with an integer (may be negative or above 2^32) and a channel number. */
function hashInts(key: number, k: number, channel = 0): number {
  const lo = k | 0;
  const hi = Math.floor(k / 4294967296) | 0;
  let h = fmix(key ^ Math.imul(channel + 1, 0x9e3779b1));
  h = fmix(h ^ Math.imul(lo, 0x27d4eb2d));
  return fmix(h ^ Math.imul(hi + 0x165667b1, 0x85ebca77));
}

/** Uniform in [0, 1). */
export function rand01(key: number, k: number, channel = 0): number {
  return hashInts(key, k, channel) / 4294967296;
}

/** Uniform in [-1, 1). */
export function randSigned(key: number, k: number, channel = 0): number {
  return rand01(key, k, channel) * 2 - 1;
}

/**
 * Smooth value noise in [-1, 1]: random values at multiples of `period` seconds, blended with smoothstep in between.
 * Continuous in t, so neighbouring samples move gently.
 */
export function smoothNoise(key: number, channel: number, t: number, period: number): number {
  const x = t / period;
  const k = Math.floor(x);
  const f = x - k;
  const s = f * f * (3 - 2 * f);
  const a = randSigned(key, k, channel);
  const b = randSigned(key, k + 1, channel);
  return a + (b - a) * s;
}

/** Two octaves of smooth noise, still in [-1, 1]. */
export function fractalNoise(key: number, channel: number, t: number, period: number): number {
  return (
    0.7 * smoothNoise(key, channel, t, period) + 0.3 * smoothNoise(key, channel + 97, t, period / 4)
  );
}
