/** Rules over enzyme and transporter roles: an inhibitor or inducer with a sensitive or narrow-range substrate of the same enzyme. Each rule keeps the label's severity and cites its sources. */
import type { ClassId } from './classes.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const ENZYME_MECHANISM_RULES: readonly InteractionRule<ClassId, SubstanceId>[] = [];
