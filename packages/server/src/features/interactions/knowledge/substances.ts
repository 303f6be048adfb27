/** Every substance the interaction knowledge base knows, gathered from the per-area data files. */
import type { ClassId } from './classes.js';
import { FOOD_SUBSTANCES } from './substances-foods.js';
import { GENERAL_MEDICINE_SUBSTANCES } from './substances-general-medicine.js';
import { MENTAL_HEALTH_SUBSTANCES } from './substances-mental-health.js';
import { OTC_COLD_ALLERGY_SLEEP_SUBSTANCES } from './substances-otc-cold-allergy-sleep.js';
import { OTC_STOMACH_AND_SMOKING_SUBSTANCES } from './substances-otc-stomach-and-smoking.js';
import { SUPPLEMENT_SUBSTANCES } from './substances-supplements.js';
import type { Substance } from './types.js';

const ALL = [
  ...MENTAL_HEALTH_SUBSTANCES,
  ...GENERAL_MEDICINE_SUBSTANCES,
  ...OTC_COLD_ALLERGY_SLEEP_SUBSTANCES,
  ...OTC_STOMACH_AND_SMOKING_SUBSTANCES,
  ...SUPPLEMENT_SUBSTANCES,
  ...FOOD_SUBSTANCES,
] as const;

export type SubstanceId = (typeof ALL)[number]['id'];

export const SUBSTANCES: readonly Substance<ClassId>[] = ALL;
