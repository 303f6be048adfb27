/**
 * St John's wort and serotonin-precursor rules (knowledge page rows 5–7): added serotonin, and St John's wort making
 * other medicines fail by speeding up their removal.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const SEROTONIN_RULES = [
  {
    // row 5
    id: 'st-johns-wort-serotonergic-medicines',
    refines: 'serotonergic-together',
    a: { classes: [], ingredients: ['st_johns_wort'] },
    b: { classes: ['ssri', 'snri', 'triptan'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Risk of serotonin syndrome (too much serotonin): agitation, sweating, fast heart rate, muscle twitching.',
    mechanism: "St John's wort acts on serotonin itself, adding to the effect of these medicines.",
    recommendation: "Avoid the combination. Tell the prescriber before using St John's wort with any of these medicines.",
    sources: [SOURCES.nccihStJohnsWort],
  },
  {
    // row 6
    id: 'st-johns-wort-enzyme-induction',
    refines: 'cyp3a4-inducers-hormonal-contraceptives',
    a: { classes: [], ingredients: ['st_johns_wort'] },
    b: { classes: ['hormonal_contraceptive', 'hiv_antiretroviral', 'anticonvulsant'], ingredients: ['warfarin', 'guanfacine'] },
    severity: 'HIGH',
    effect: 'The other medicine can stop working properly, for example birth control failing, clots with warfarin, or lost control of HIV or seizures.',
    mechanism: "St John's wort switches on liver and gut enzymes that break these medicines down (enzyme induction), so their blood levels fall.",
    recommendation: "Avoid. Talk to the prescriber or pharmacist before taking St John's wort with any of these medicines.",
    sources: [SOURCES.nccihStJohnsWort, SOURCES.intunivLabel],
  },
  {
    // row 7
    // With an MAOI it is the CRITICAL MAOI rule.
    id: 'serotonin-precursors-antidepressants',
    refines: 'serotonergic-together',
    a: { classes: ['serotonin_precursor'], ingredients: [] },
    b: { classes: ['ssri', 'snri'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Added serotonin effect, with a risk of serotonin syndrome.',
    mechanism:
      'The body turns 5-HTP and tryptophan into serotonin, on top of what the antidepressant already does; SSRI labels list tryptophan among the serotonergic drugs.',
    recommendation: 'Avoid unless the prescriber supervises the combination.',
    sources: [SOURCES.sertralineLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
