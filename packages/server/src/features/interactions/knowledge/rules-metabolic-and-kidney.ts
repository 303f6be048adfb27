/**
 * Blood sugar, potassium and statin rules (knowledge page rows 19–21 and 26). Potassium-raising medicines together
 * and lithium with medicines that slow its clearance (row 27) are mechanism rules (rules-mechanism-effects.ts).
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
    refines: 'potassium-raising-together',
    a: { classes: [], ingredients: [], properties: ['potassium_raising'] },
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
    refines: 'strong-cyp3a4-inhibitors-simvastatin-lovastatin',
    // The FDA page names Zocor and Lipitor; lovastatin is the other statin cleared mainly by CYP3A4 (its label and
    // simvastatin's say so). Pravastatin and rosuvastatin are not cleared that way and are left out on purpose.
    a: { classes: [], ingredients: ['simvastatin', 'lovastatin', 'atorvastatin'] },
    b: { classes: [], ingredients: ['grapefruit'], implicit: { kind: 'diet', label: 'Grapefruit and grapefruit juice' } },
    severity: 'MEDIUM',
    effect: 'Higher statin levels in the blood, which makes side effects more likely.',
    mechanism: 'Grapefruit blocks an enzyme in the gut wall (CYP3A4) that normally breaks down part of each statin dose.',
    recommendation: 'Avoid large amounts of grapefruit or grapefruit juice; ask the pharmacist how much is safe.',
    sources: [SOURCES.fdaGrapefruit],
  },
  {
    // The other medicines the FDA grapefruit page names, all cleared in the gut wall by the same enzyme.
    id: 'grapefruit-gut-cyp3a4-medicines',
    a: { classes: [], ingredients: ['buspirone', 'nifedipine', 'amiodarone'] },
    b: { classes: [], ingredients: ['grapefruit'], implicit: { kind: 'diet', label: 'Grapefruit and grapefruit juice' } },
    severity: 'MEDIUM',
    effect: 'More of the medicine reaches the blood, so its side effects (dizziness, low blood pressure, heart rhythm effects) are more likely.',
    mechanism: 'Grapefruit blocks CYP3A4 in the gut wall, which normally breaks down part of each dose of {a} before it is absorbed.',
    recommendation: 'Avoid grapefruit and grapefruit juice, or ask the pharmacist how much is safe; the effect lasts a day or more after a glass.',
    sources: [SOURCES.fdaGrapefruit],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
