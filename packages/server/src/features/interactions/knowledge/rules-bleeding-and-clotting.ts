/**
 * Bleeding and clotting rules (knowledge page rows 8–11): SSRIs and SNRIs with medicines that affect clotting,
 * vitamin K working against warfarin, and supplements with a blood thinner at the severity their sources give,
 * refining the general bleeding rules of rules-mechanism-effects.ts. Row 12 (warfarin with NSAIDs or aspirin) is the
 * general anticoagulant rule there, and row 25 (clopidogrel with omeprazole) the CYP2C19 prodrug rule.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const BLEEDING_RULES = [
  {
    // row 8
    id: 'ssri-snri-bleeding',
    // Vortioxetine and vilazodone block serotonin reuptake as SSRIs do, and their labels carry the same warning.
    a: { classes: ['ssri', 'snri'], ingredients: ['vortioxetine'] },
    b: { classes: ['nsaid', 'anticoagulant', 'antiplatelet'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Higher risk of bleeding, including bleeding in the stomach or gut.',
    mechanism:
      'Antidepressants that block serotonin reuptake (SSRIs, SNRIs, vortioxetine) deplete the serotonin that platelets need to form clots; NSAIDs, aspirin and anticoagulants weaken clotting in other ways, so the effects add up.',
    recommendation:
      'Use together only with the prescriber’s knowledge; watch for unusual bruising, black stools or nosebleeds, and ask whether stomach protection makes sense.',
    sources: [SOURCES.sertralineLabel],
  },
  {
    // row 9
    id: 'warfarin-vitamin-k',
    a: { classes: [], ingredients: ['warfarin'] },
    b: { classes: [], ingredients: ['vitamin_k'] },
    severity: 'HIGH',
    effect: 'Warfarin works less well (the INR falls), which raises the risk of clots.',
    mechanism: 'Warfarin works by blocking the vitamin K–dependent clotting factors; extra vitamin K counteracts it.',
    recommendation:
      'Keep vitamin K intake from food and supplements steady from day to day, and have the INR checked whenever a vitamin K supplement is started, changed or stopped.',
    sources: [SOURCES.odsVitaminK],
  },
  {
    // row 10
    id: 'blood-thinners-ginkgo',
    refines: 'anticoagulants-bleeding-risk',
    a: { classes: ['anticoagulant', 'antiplatelet'], ingredients: [] },
    b: { classes: [], ingredients: ['ginkgo'] },
    severity: 'HIGH',
    effect: 'Added risk of bleeding.',
    mechanism: 'Ginkgo may reduce blood clotting on its own, on top of the blood thinner.',
    recommendation: 'Avoid the combination, and stop ginkgo before surgery or dental procedures as the clinician advises.',
    sources: [SOURCES.nccihGinkgo],
  },
  {
    // row 11
    id: 'anticoagulants-bleeding-supplements',
    refines: 'anticoagulants-bleeding-risk',
    // ODS: vitamin E in large doses raises bleeding with anticoagulant and antiplatelet medicines alike.
    a: { classes: ['anticoagulant', 'antiplatelet'], ingredients: [] },
    b: { classes: [], ingredients: ['omega_3', 'vitamin_e', 'garlic'] },
    severity: 'MEDIUM',
    effect: 'Possible extra bleeding, mainly at high doses such as high-dose fish oil or vitamin E above 400 IU a day.',
    mechanism: 'These supplements can slightly slow blood clotting, adding to {a}.',
    recommendation: 'Keep doses moderate and tell the prescriber; on warfarin, have the INR checked when starting or changing the dose.',
    sources: [SOURCES.nccihOmega3, SOURCES.odsVitaminE],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
