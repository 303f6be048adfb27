/**
 * The words for a family of claims, shared by the server's sentences and the web's so both say the same:
 * the family sentence every screen with claims shows, the level of an adjusted interval, and how many more rated days
 * would settle an inconclusive comparison, with the habit that gets there sooner.
 */
import { plural } from './plural.js';

export interface MoreDaysNeeded {
  readonly taken: number;
  readonly notTaken: number;
  readonly evenTaken: number;
  readonly evenNotTaken: number;
}

/** "24 comparisons tested; claims shown are those that hold after accounting for all of them." */
export function familySentence(size: number): string {
  if (size === 0) return 'No comparison could be tested yet, so nothing is claimed.';
  if (size === 1) return '1 comparison tested; a claim is shown only when it holds on its own.';
  return `${plural(size, 'comparison')} tested; claims shown are those that hold after accounting for all of them.`;
}

/** 0.99612 → "99.6%": the fewest decimals that do not round the level up to 100 %. */
export function intervalLevelText(level: number): string {
  for (const digits of [0, 1, 2, 3]) {
    const text = (level * 100).toFixed(digits);
    if (Number(text) < 100) return `${text}%`;
  }
  return `${(level * 100).toFixed(4)}%`;
}

const days = (count: number) => plural(count, 'more rated day');

/**
 * How long until an answer, in one or two sentences: the days at the current split, and, when an even split would
 * need clearly fewer, that habit. Empty when nothing more is needed.
 */
export function moreDaysSentence(needed: MoreDaysNeeded, name: string): string {
  if (needed.taken === 0 && needed.notTaken === 0) return '';
  const atThisRate = `About ${days(needed.taken)} with ${name} and ${needed.notTaken} without would find a medium effect, if there is one, 8 times in 10.`;
  const even = needed.evenTaken + needed.evenNotTaken;
  if (even >= 0.8 * (needed.taken + needed.notTaken)) return atThisRate;
  return `${atThisRate} Taking it on about half of your days from now on would shorten that to ${needed.evenTaken} with it and ${needed.evenNotTaken} without.`;
}
