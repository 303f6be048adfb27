/**
 * Immune-system and gout rules: methotrexate with trimethoprim, azathioprine or mercaptopurine with allopurinol or
 * febuxostat, and atazanavir with PPIs. Opioids with sedatives (the boxed warning) is a mechanism rule now.
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const OPIOID_IMMUNE_AND_GOUT_RULES = [
  {
    id: 'methotrexate-trimethoprim',
    a: { classes: [], ingredients: ['methotrexate'] },
    b: { classes: [], ingredients: ['trimethoprim'] },
    severity: 'HIGH',
    effect: 'Severe, sometimes fatal, bone marrow suppression (very low blood counts).',
    mechanism: 'Trimethoprim also blocks folate and slows how fast the kidneys clear methotrexate.',
    recommendation: 'Avoid; ask for a different antibiotic than sulfamethoxazole-trimethoprim (Bactrim) while taking methotrexate.',
    sources: [SOURCES.methotrexateLabel],
  },
  {
    id: 'thiopurines-allopurinol',
    a: { classes: ['thiopurine'], ingredients: [] },
    b: { classes: [], ingredients: ['allopurinol'] },
    severity: 'HIGH',
    effect: 'Azathioprine or mercaptopurine builds up and can wipe out the bone marrow.',
    mechanism: 'Allopurinol blocks xanthine oxidase, the enzyme that breaks these medicines down.',
    recommendation: 'Only under a specialist’s plan: the azathioprine or mercaptopurine dose must be cut to a third or a quarter, with frequent blood counts.',
    sources: [SOURCES.azathioprineLabel],
  },
  {
    id: 'thiopurines-febuxostat',
    a: { classes: ['thiopurine'], ingredients: [] },
    b: { classes: [], ingredients: ['febuxostat'] },
    severity: 'CRITICAL',
    effect: 'Azathioprine or mercaptopurine builds up to toxic levels (bone marrow suppression).',
    mechanism: 'Febuxostat blocks xanthine oxidase, the enzyme that breaks these medicines down.',
    recommendation: 'Contraindicated. Ask the prescriber for another gout treatment.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
  {
    id: 'atazanavir-ppis',
    a: { classes: [], ingredients: ['atazanavir'] },
    b: { classes: ['ppi'], ingredients: [] },
    severity: 'CRITICAL',
    effect: 'The HIV medicine is poorly absorbed and can stop working.',
    mechanism: 'Atazanavir needs stomach acid to be absorbed, and proton pump inhibitors remove it.',
    recommendation: 'Do not combine; ask the HIV prescriber about acid treatment.',
    sources: [SOURCES.oncHighPriorityPairs, SOURCES.ajhp2022Pairs],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
