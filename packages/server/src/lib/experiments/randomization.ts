/**
 * The chance part of a self-experiment: a fresh random seed, and the order of each pair of blocks drawn from it. The
 * draw is a pure function of the seed (SHA-256 of "seed:pair"), so the stored seed lets anyone check that the order
 * in the protocol is the one chance gave, and that it was not redrawn.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { PairOrder } from '@wellness/contract';

export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

export function drawPairOrders(seed: string, pairs: number): PairOrder[] {
  return Array.from({ length: pairs }, (_, pair) => {
    const byte = createHash('sha256').update(`${seed}:${pair}`).digest()[0] ?? 0;
    return byte & 1 ? 'off-on' : 'on-off';
  });
}

/** Every pair order the design could have drawn: 2^pairs of them, the reference set of the randomization test. */
export function allPairOrders(pairs: number): PairOrder[][] {
  const designs: PairOrder[][] = [];
  for (let mask = 0; mask < 2 ** pairs; mask += 1) {
    designs.push(Array.from({ length: pairs }, (_, pair) => ((mask >> pair) & 1 ? 'off-on' : 'on-off')));
  }
  return designs;
}
