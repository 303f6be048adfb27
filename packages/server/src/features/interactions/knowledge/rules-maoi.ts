/**
 * MAO inhibitor rules a label or the ONC list names beyond the mechanism rules (rules-mechanism-effects.ts holds
 * MAOIs with serotonergic and sympathomimetic medicines and with each other): ADHD medicines, phentermine and
 * bupropion (knowledge page row 1, CRITICAL with the washout advice the labels give), and tyramine-rich foods (row 3).
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const MAOI_RULES = [
  {
    // row 1
    id: 'maoi-adhd-medicines',
    refines: 'maoi-sympathomimetics',
    a: { classes: [], ingredients: [], properties: ['mao_inhibitor'] },
    b: { classes: ['adhd_stimulant'], ingredients: ['atomoxetine', 'phentermine', 'bupropion'] },
    severity: 'CRITICAL',
    effect: 'Dangerous jump in blood pressure (hypertensive crisis).',
    mechanism:
      'MAO inhibitors stop the body breaking down noradrenaline and dopamine, and stimulants, atomoxetine, phentermine and bupropion raise those same signals, so together they can drive blood pressure to dangerous levels.',
    recommendation:
      'Never take these together. At least 14 days must pass after the last MAO inhibitor dose before one of these medicines is started; let the prescriber plan any switch.',
    sources: [SOURCES.oncHighPriorityList, SOURCES.oncHighPriorityPairs, SOURCES.phenelzineLabel],
  },
  {
    // row 3
    id: 'maoi-tyramine-foods',
    a: { classes: [], ingredients: [], properties: ['mao_inhibitor'] },
    b: { classes: [], ingredients: ['tyramine_rich_food'], implicit: { kind: 'diet', label: 'Tyramine-rich foods and drinks' } },
    severity: 'CRITICAL',
    effect: 'Hypertensive crisis (a sudden, severe rise in blood pressure) after eating tyramine-rich food.',
    mechanism:
      'Tyramine in food is normally broken down by MAO in the gut and liver; with MAO blocked it reaches the blood and releases noradrenaline, which sharply raises blood pressure.',
    recommendation: 'Follow the list of foods and drinks to avoid that comes with the medicine, for as long as the prescriber says.',
    sources: [SOURCES.tranylcypromineLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
