/**
 * Typical onset windows in days, matched on the substance's name. Only the five the specification gives: no others are
 * added without a source that states an onset window.
 */
export interface OnsetWindow {
  label: string;
  fromDays: number;
  toDays: number;
}

const WINDOWS: Array<{ pattern: RegExp; window: OnsetWindow }> = [
  { pattern: /omega[\s-]?3|fish oil|krill|\bepa\b|\bdha\b/i, window: { label: 'omega-3', fromDays: 14, toDays: 60 } },
  { pattern: /magnesium/i, window: { label: 'magnesium', fromDays: 7, toDays: 30 } },
  { pattern: /vitamin\s*d\d?\b|cholecalciferol|ergocalciferol/i, window: { label: 'vitamin D', fromDays: 30, toDays: 90 } },
  { pattern: /theanine/i, window: { label: 'L-theanine', fromDays: 1, toDays: 7 } },
  { pattern: /\bb[\s-]?complex|vitamin b complex/i, window: { label: 'B-complex', fromDays: 7, toDays: 21 } },
];

export function onsetWindow(name: string): OnsetWindow | null {
  return WINDOWS.find((w) => w.pattern.test(name))?.window ?? null;
}
