/**
 * Every substance the interaction knowledge base knows, gathered from the per-area data files, and the supplement
 * name catalog folded in: one place for every name, synonym, ingredient and class.
 */
import type { ClassId } from './classes.js';
import { COMMON_MISSPELLINGS } from './common-misspellings.js';
import { NAME_CATALOG } from './name-catalog.js';
import { ADHD_SUBSTANCES } from './substances-adhd.js';
import { BRAIN_AND_NERVES_SUBSTANCES } from './substances-brain-and-nerves.js';
import { FOOD_SUBSTANCES } from './substances-foods.js';
import { GENERAL_MEDICINE_SUBSTANCES } from './substances-general-medicine.js';
import { HEART_AND_CIRCULATION_SUBSTANCES } from './substances-heart-and-circulation.js';
import { INFECTION_SUBSTANCES } from './substances-infection.js';
import { MENTAL_HEALTH_SUBSTANCES } from './substances-mental-health.js';
import { MORE_PRESCRIBED_SUBSTANCES } from './substances-more-prescribed.js';
import { OTC_COLD_ALLERGY_SLEEP_SUBSTANCES } from './substances-otc-cold-allergy-sleep.js';
import { OTC_STOMACH_AND_SMOKING_SUBSTANCES } from './substances-otc-stomach-and-smoking.js';
import { OTHER_MEDICINE_SUBSTANCES } from './substances-other-medicines.js';
import { PAIN_AND_SEDATION_SUBSTANCES } from './substances-pain-and-sedation.js';
import { ADHD_SUPPLEMENT_SUBSTANCES } from './substances-supplements-adhd.js';
import { SUPPLEMENT_SUBSTANCES } from './substances-supplements.js';
import { SUPPLEMENTS_WITHOUT_RULES } from './substances-supplements-without-rules.js';
import { foldCatalog } from './substances-from-catalog.js';
import type { Substance } from './types.js';

const ALL = [
  ...MENTAL_HEALTH_SUBSTANCES,
  ...GENERAL_MEDICINE_SUBSTANCES,
  ...HEART_AND_CIRCULATION_SUBSTANCES,
  ...PAIN_AND_SEDATION_SUBSTANCES,
  ...BRAIN_AND_NERVES_SUBSTANCES,
  ...INFECTION_SUBSTANCES,
  ...OTHER_MEDICINE_SUBSTANCES,
  ...MORE_PRESCRIBED_SUBSTANCES,
  ...OTC_COLD_ALLERGY_SLEEP_SUBSTANCES,
  ...OTC_STOMACH_AND_SMOKING_SUBSTANCES,
  ...SUPPLEMENT_SUBSTANCES,
  ...SUPPLEMENTS_WITHOUT_RULES,
  ...ADHD_SUBSTANCES,
  ...ADHD_SUPPLEMENT_SUBSTANCES,
  ...FOOD_SUBSTANCES,
] as const;

export type SubstanceId = (typeof ALL)[number]['id'];

/** The misspellings by substance; a key that names no substance makes its entry `never` and fails to compile. */
const MISSPELLINGS: { readonly [id in SubstanceId]?: readonly string[] } & Record<Exclude<keyof typeof COMMON_MISSPELLINGS, SubstanceId>, never> =
  COMMON_MISSPELLINGS;

/** The data files' substances, with the common misspellings of their names added as synonyms. */
const CURATED: readonly Substance<ClassId>[] = ALL.map((substance) => {
  const misspellings: readonly string[] = MISSPELLINGS[substance.id] ?? [];
  return misspellings.length === 0 ? substance : { ...substance, synonyms: [...substance.synonyms, ...misspellings] };
});

const FOLDED = foldCatalog(CURATED, NAME_CATALOG);

/** The curated substances the interaction check knows, with the catalog's names they lacked added as synonyms. */
export const SUBSTANCES: readonly Substance<ClassId>[] = FOLDED.substances;
/** Catalog names no curated substance holds: known as names, never checked (substances-from-catalog.ts). */
export const NAME_ONLY_SUBSTANCES: readonly Substance[] = FOLDED.nameOnly;
/** Catalog entry name → the substance it names. */
export const SUBSTANCE_ID_OF_CATALOG_ENTRY: ReadonlyMap<string, string> = FOLDED.substanceIdOfEntry;
