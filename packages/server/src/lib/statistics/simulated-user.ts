/**
 * Simulated users for the simulation test (taken-comparison.simulation.test.ts) and the docs' figures: a seeded
 * PRNG, AR(1) serially correlated latent mood, ratings rounded and clamped to 1-10 like real ones.
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

export interface SimulationSpec {
  days: number;
  /** AR(1) coefficient of the day-to-day noise. */
  phi: number;
  /** SD of the ratings before rounding (the noise is scaled so its stationary SD is this). */
  sd: number;
  base: number;
  /** The planted effect on taken days, in SDs (g). */
  effect: number;
  /** Total upward drift over the whole span, in rating points. */
  drift: number;
  /** Whether day i is a taken day. */
  schedule: (day: number, random: () => number) => boolean;
}

export interface SimulatedDay {
  index: number;
  value: number;
  taken: boolean;
}

export function simulateUser(spec: SimulationSpec, random: () => number): SimulatedDay[] {
  const out: SimulatedDay[] = [];
  let z = normal(random);
  const innovation = Math.sqrt(1 - spec.phi ** 2);
  for (let i = 0; i < spec.days; i++) {
    if (i > 0) z = spec.phi * z + innovation * normal(random);
    const taken = spec.schedule(i, random);
    const trend = spec.days > 1 ? (spec.drift * i) / (spec.days - 1) : 0;
    const raw = spec.base + trend + spec.sd * z + (taken ? spec.effect * spec.sd : 0);
    out.push({ index: i, value: Math.min(10, Math.max(1, Math.round(raw))), taken });
  }
  return out;
}
