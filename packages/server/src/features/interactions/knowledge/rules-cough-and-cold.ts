/**
 * Cough and cold ingredient rules: dextromethorphan, the serotonergic cough suppressant in DayQuil, NyQuil,
 * Robitussin DM, Mucinex DM and Delsym, with MAO inhibitors (contraindicated; every dextromethorphan Drug Facts
 * label says not to use it with an MAOI) and with SSRIs and SNRIs (serotonin syndrome).
 */
import type { ClassId } from './classes.js';
import { SOURCES } from './sources.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const COUGH_AND_COLD_RULES = [
  {
    id: 'maoi-dextromethorphan',
    a: { classes: ['maoi'], ingredients: [] },
    b: { classes: [], ingredients: ['dextromethorphan'] },
    severity: 'CRITICAL',
    effect: 'Serotonin syndrome and dangerous reactions (high fever, agitation, rigid muscles, changes in blood pressure); it can be fatal.',
    mechanism: 'Dextromethorphan raises serotonin in the brain, and the MAO inhibitor stops serotonin being broken down, so it builds up to toxic levels.',
    recommendation:
      'Do not take any product with dextromethorphan while taking an MAO inhibitor, or for 2 weeks after stopping one. Check cough and cold labels for "dextromethorphan" or "DM"; ask a pharmacist for a safe alternative.',
    sources: [SOURCES.dayquilLabel, SOURCES.phenelzineLabel],
  },
  {
    id: 'dextromethorphan-ssri-snri',
    a: { classes: [], ingredients: ['dextromethorphan'] },
    b: { classes: ['ssri', 'snri'], ingredients: [] },
    severity: 'HIGH',
    effect: 'Risk of serotonin syndrome: agitation, confusion, sweating, fast heart rate, shivering, muscle twitching.',
    mechanism: 'Both raise serotonin; fluoxetine and paroxetine also block the enzyme (CYP2D6) that clears dextromethorphan, so its level rises several-fold.',
    recommendation:
      'Ask a pharmacist or the prescriber before using a cough medicine with dextromethorphan; if you use it, keep to the lowest label dose and stop and get help if these symptoms appear.',
    sources: [SOURCES.sertralineLabel],
  },
] as const satisfies readonly InteractionRule<ClassId, SubstanceId>[];
