/**
 * Whether a name from another tracker (a Daylio activity, a Bearable factor, a CSV column) is a substance: the
 * interaction knowledge's matcher places it by its whole name, a brand, a synonym or with salts, doses and forms
 * stripped — not by a known name found inside a longer text ("Coffee with friends" stays an activity).
 */
import { resolveSubstance } from './features/interactions/knowledge/index.js';

export function recognisesSubstance(name: string): boolean {
  if (name.trim().length < 2 || name.length > 100) return false;
  const resolved = resolveSubstance(name);
  return resolved !== null && resolved.via !== 'contained';
}
