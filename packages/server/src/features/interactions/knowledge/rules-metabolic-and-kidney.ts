/**
 * Blood sugar, potassium, lithium and statin rules (knowledge page rows 19–21, 26 and 27), and potassium-sparing
 * diuretics with ACE inhibitors and ARBs (issue 9).
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const METABOLIC_AND_KIDNEY_RULES = [
  {
    // row 19
    id: 'diabetes-medicines-glucose-lowering-supplements',
    a: { classes: ['insulin', 'sulfonylurea'], ingredients: [] },
    b: { classes: [], ingredients: ['berberine', 'chromium', 'cinnamon', 'alpha_lipoic_acid', 'asian_ginseng'] },
    severity: 'MEDIUM',
    effect: 'Blood sugar may drop too low (hypoglycaemia).',
    mechanism: 'These supplements may lower blood sugar themselves, adding to the diabetes medicine.',
    recommendation: 'Check blood glucose more often when starting or changing the supplement, and tell the prescriber.',
    sources: [SOURCES.nccihAsianGinseng],
  },
  {
    // row 20
    id: 'diabetes-medicines-alcohol',
    a: { classes: ['insulin', 'sulfonylurea'], ingredients: ['metformin'] },
    b: { classes: [], ingredients: ['alcohol'], implicit: { kind: 'diet', label: 'Alcohol, especially heavy drinking' } },
    severity: 'HIGH',
    effect: 'With metformin, heavy drinking raises the risk of lactic acidosis; with insulin or sulfonylureas, alcohol raises the risk of low blood sugar.',
    mechanism: 'Alcohol adds to metformin’s effect on lactate and stops the liver from releasing glucose when blood sugar falls.',
    recommendation: 'Limit alcohol and avoid binge drinking; ask the prescriber what amount is safe.',
    sources: [SOURCES.metforminLabel],
  },
  {
    // row 21
    id: 'potassium-retaining-medicines-potassium',
    a: { classes: ['ace_inhibitor', 'arb', 'potassium_sparing_diuretic'], ingredients: [] },
    b: { classes: [], ingredients: ['potassium'] },
    severity: 'HIGH',
    effect: 'Potassium can build up to dangerous levels (hyperkalaemia), which can disturb the heart rhythm.',
    mechanism: 'These medicines make the kidneys hold on to potassium, and potassium supplements or salt substitutes add more.',
    recommendation: 'Use potassium supplements or salt substitutes only if the prescriber has advised them, with blood tests.',
    sources: [SOURCES.odsPotassium],
  },
  {
    // row 26
    id: 'statins-grapefruit',
    a: { classes: [], ingredients: ['simvastatin', 'lovastatin'] },
    b: { classes: [], ingredients: ['grapefruit'], implicit: { kind: 'diet', label: 'Grapefruit and grapefruit juice' } },
    severity: 'MEDIUM',
    effect: 'Higher statin levels in the blood, which makes side effects more likely.',
    mechanism: 'Grapefruit blocks an enzyme in the gut wall (CYP3A4) that normally breaks down part of each statin dose.',
    recommendation: 'Avoid large amounts of grapefruit or grapefruit juice; ask the pharmacist how much is safe.',
    sources: [SOURCES.fdaGrapefruit],
  },
  {
    // row 27
    id: 'lithium-kidney-clearance',
    a: { classes: [], ingredients: ['lithium'] },
    b: { classes: ['nsaid', 'thiazide_diuretic', 'ace_inhibitor', 'arb'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Lithium can rise to toxic levels (tremor, confusion, vomiting, unsteadiness).',
    mechanism: 'These medicines slow how fast the kidneys clear lithium.',
    recommendation: 'Combine only under clinician monitoring with lithium blood-level checks.',
    sources: [SOURCES.lithiumLabel],
  },
  {
    id: 'potassium-sparing-diuretics-ace-arb',
    a: { classes: ['potassium_sparing_diuretic'], ingredients: [] },
    b: { classes: ['ace_inhibitor', 'arb'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Potassium can build up to dangerous levels (hyperkalaemia), which can disturb the heart rhythm.',
    mechanism: 'Both kinds of medicine make the kidneys keep potassium, so their effects add up.',
    recommendation:
      'Take together only when the prescriber has planned it, with regular potassium and kidney blood tests; avoid potassium supplements and salt substitutes.',
    sources: [SOURCES.odsPotassium],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
