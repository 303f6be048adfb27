/**
 * The block length and washout the plan form proposes, from the substance's typical onset window where the product's
 * knowledge has one (lib/onset-windows.ts): washout covers the onset, and a block is at least twice as long so that
 * half of it is measured. Without a known window: 7-day blocks and no washout.
 */
import { EXPERIMENT_DEFAULTS, EXPERIMENT_LIMITS } from '@wellness/contract';
import { onsetWindow } from '../../lib/onset-windows.js';

export function suggestDesign(name: string): { washoutDays: number; blockDays: number; basis: string | null } {
  const window = onsetWindow(name);
  if (!window) return { washoutDays: EXPERIMENT_DEFAULTS.washoutDays, blockDays: EXPERIMENT_DEFAULTS.blockDays, basis: null };
  const blockDays = Math.min(EXPERIMENT_LIMITS.blockDaysMax, Math.max(EXPERIMENT_DEFAULTS.blockDays, 2 * window.fromDays));
  const washoutDays = Math.min(window.fromDays, Math.floor(blockDays / 2));
  const range = `${window.fromDays} to ${window.toDays} days`;
  const tooSlow = 2 * window.fromDays > EXPERIMENT_LIMITS.blockDaysMax;
  return {
    washoutDays,
    blockDays,
    basis:
      `${window.label.charAt(0).toUpperCase()}${window.label.slice(1)} typically takes ${range} to start working, so ${washoutDays === 1 ? 'the first day of each block after a change is' : `the first ${washoutDays} days of each block after a change are`} left out of the analysis.` +
      (tooSlow ? ` Even ${blockDays}-day blocks may be too short to show its effect.` : ''),
  };
}
