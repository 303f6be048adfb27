/** Every interaction rule, gathered from the per-topic data files; each cites at least one public source. */
import type { ClassId } from './classes.js';
import { ADHD_AND_SEDATION_RULES } from './rules-adhd-and-sedation.js';
import { BLEEDING_RULES } from './rules-bleeding-and-clotting.js';
import { HEART_AND_RHYTHM_RULES } from './rules-heart-and-rhythm.js';
import { LIVER_ENZYME_RULES } from './rules-liver-enzymes.js';
import { LABEL_CONTRAINDICATION_RULES } from './rules-label-contraindications.js';
import { LABEL_PAIR_RULES } from './rules-label-pairs.js';
import { MAOI_RULES } from './rules-maoi.js';
import { EFFECT_MECHANISM_RULES } from './rules-mechanism-effects.js';
import { ENZYME_MECHANISM_RULES } from './rules-mechanism-enzymes.js';
import { METABOLIC_AND_KIDNEY_RULES } from './rules-metabolic-and-kidney.js';
import { MINERAL_AND_VITAMIN_RULES } from './rules-minerals-and-vitamins.js';
import { OPIOID_IMMUNE_AND_GOUT_RULES } from './rules-opioids-immune-and-gout.js';
import { SEROTONIN_RULES } from './rules-serotonin-and-st-johns-wort.js';
import type { SubstanceId } from './substances.js';
import type { InteractionRule } from './types.js';

export const RULES: readonly InteractionRule<ClassId, SubstanceId>[] = [
  ...MAOI_RULES,
  ...SEROTONIN_RULES,
  ...BLEEDING_RULES,
  ...MINERAL_AND_VITAMIN_RULES,
  ...METABOLIC_AND_KIDNEY_RULES,
  ...ADHD_AND_SEDATION_RULES,
  ...LIVER_ENZYME_RULES,
  ...HEART_AND_RHYTHM_RULES,
  ...OPIOID_IMMUNE_AND_GOUT_RULES,
  ...ENZYME_MECHANISM_RULES,
  ...EFFECT_MECHANISM_RULES,
  ...LABEL_PAIR_RULES,
  ...LABEL_CONTRAINDICATION_RULES,
];
