/** Every substance the interaction knowledge base knows, gathered from the per-area data files. */
import type { ClassId } from './classes.js';
import { FOOD_SUBSTANCES } from './substances-foods.js';
import { GENERAL_MEDICINE_SUBSTANCES } from './substances-general-medicine.js';
import { MENTAL_HEALTH_SUBSTANCES } from './substances-mental-health.js';
import { SUPPLEMENT_SUBSTANCES } from './substances-supplements.js';
import type { Substance } from './types.js';

const ALL = [...MENTAL_HEALTH_SUBSTANCES, ...GENERAL_MEDICINE_SUBSTANCES, ...SUPPLEMENT_SUBSTANCES, ...FOOD_SUBSTANCES] as const;

export type SubstanceId = (typeof ALL)[number]['id'];

export const SUBSTANCES: readonly Substance<ClassId>[] = ALL;
