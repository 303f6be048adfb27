/**
 * The randomness of the simulated users (features/analytics/simulated-family.ts, the statistics tests and the docs'
 * figures): a seeded PRNG, so the same seed gives the same users on every run, and standard normal draws from it.
 */

/** Mulberry32: a small, fast, seeded 32-bit PRNG; the same seed gives the same users on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function normal(random: () => number): number {
  // Box-Muller; 1 − u keeps the logarithm finite.
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
