/**
 * Mineral and vitamin rules (knowledge page rows 13–18): minerals that bind medicines in the gut, biotin upsetting
 * lab tests, and medicines that drain a nutrient over time. The binding rules refine the general chelation rule
 * (rules-mechanism-effects.ts) with each label's own gap.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const MINERAL_AND_VITAMIN_RULES = [
  {
    // row 13
    id: 'levothyroxine-binding-minerals',
    refines: 'cation-chelation',
    a: { classes: [], ingredients: ['levothyroxine'] },
    b: { classes: ['aluminium_magnesium_antacid'], ingredients: ['calcium', 'iron'], properties: ['polyvalent_cation'] },
    severity: 'MEDIUM',
    effect: 'Less levothyroxine is absorbed, so thyroid levels can drift out of range.',
    mechanism: 'Calcium, iron and aluminium or magnesium antacids bind levothyroxine in the gut.',
    recommendation: 'Take levothyroxine at least 4 hours apart from these.',
    timing: { separateHours: 4 },
    sources: [SOURCES.levothyroxineLabel, SOURCES.odsCalcium, SOURCES.odsIron],
  },
  {
    // row 14
    id: 'biotin-lab-tests',
    a: { classes: [], ingredients: ['biotin'] },
    b: { classes: [], ingredients: [], implicit: { kind: 'lab-test', label: 'Thyroid and troponin blood tests' } },
    severity: 'MEDIUM',
    effect:
      'High-dose biotin can make some blood tests read falsely high or low, including thyroid tests and troponin, which is used to diagnose heart attacks.',
    mechanism: 'Many laboratory tests use biotin as part of the measurement, so biotin in the blood sample interferes with them.',
    recommendation:
      'Tell the clinician and the lab that you take biotin, and ask how long to stop it before a blood test; products for hair, skin and nails often contain high doses.',
    sources: [SOURCES.fdaBiotin],
  },
  {
    // row 15
    id: 'antibiotics-binding-minerals',
    refines: 'cation-chelation',
    a: { classes: ['quinolone', 'tetracycline'], ingredients: [] },
    b: { classes: [], ingredients: ['calcium', 'magnesium', 'iron', 'zinc'], properties: ['polyvalent_cation'] },
    severity: 'MEDIUM',
    effect: 'The antibiotic may not work.',
    mechanism: 'These minerals bind the antibiotic in the gut, so much less of it is absorbed.',
    recommendation: 'Take the antibiotic at least 2 hours before, or 4 to 6 hours after, the mineral.',
    timing: { separateHours: 6, detail: 'Antibiotic at least 2 hours before, or 4 to 6 hours after, the mineral.' },
    sources: [SOURCES.odsMagnesium, SOURCES.odsZinc],
  },
  {
    // row 16
    id: 'bisphosphonates-binding-minerals',
    refines: 'cation-chelation',
    a: { classes: ['bisphosphonate'], ingredients: [] },
    b: { classes: [], ingredients: ['calcium', 'magnesium', 'iron'], properties: ['polyvalent_cation'] },
    severity: 'MEDIUM',
    effect: 'Less of the bone medicine is absorbed, so it protects the bones less.',
    mechanism: 'The minerals bind the bisphosphonate in the gut.',
    recommendation: 'Take the bisphosphonate alone on an empty stomach, exactly as its label says, and the minerals at a different time of day.',
    sources: [SOURCES.odsCalcium],
  },
  {
    // row 17
    id: 'metformin-vitamin-b12',
    a: { classes: [], ingredients: ['metformin'] },
    b: { classes: [], ingredients: ['vitamin_b12'], implicit: { kind: 'nutrient-status', label: 'Vitamin B12 levels' } },
    severity: 'LOW',
    effect: 'Long-term metformin can lower vitamin B12 levels.',
    mechanism: 'Metformin reduces how much vitamin B12 the gut absorbs.',
    recommendation: 'Ask for a periodic vitamin B12 check while taking metformin long term.',
    sources: [SOURCES.odsVitaminB12],
  },
  {
    // row 18; the B12 fact sheet is cited as well because it, not the magnesium sheet, covers the B12 part
    id: 'ppi-magnesium-b12',
    a: { classes: ['ppi'], ingredients: [] },
    b: { classes: [], ingredients: ['magnesium', 'vitamin_b12'], implicit: { kind: 'nutrient-status', label: 'Magnesium and vitamin B12 levels' } },
    severity: 'LOW',
    effect: 'Long-term use can lower magnesium and vitamin B12 levels.',
    mechanism: 'Less stomach acid means less vitamin B12 is released from food, and PPIs can also reduce magnesium absorption.',
    recommendation: 'If you take a PPI long term, ask whether your magnesium and vitamin B12 levels should be checked.',
    sources: [SOURCES.odsMagnesium, SOURCES.odsVitaminB12],
  },
  {
    // The ODS B12 sheet names H2 blockers (cimetidine, famotidine) beside the PPIs; the magnesium sheet does not.
    id: 'h2-blockers-vitamin-b12',
    a: { classes: ['h2_blocker'], ingredients: [] },
    b: { classes: [], ingredients: ['vitamin_b12'], implicit: { kind: 'nutrient-status', label: 'Vitamin B12 levels' } },
    severity: 'LOW',
    effect: 'Taken for a long time, an H2 blocker can lower vitamin B12 levels.',
    mechanism: 'Less stomach acid means less vitamin B12 is freed from food to be absorbed.',
    recommendation: 'If you take an H2 blocker for months, ask whether your vitamin B12 level should be checked.',
    sources: [SOURCES.odsVitaminB12],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
