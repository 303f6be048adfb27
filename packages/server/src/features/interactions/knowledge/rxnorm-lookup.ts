/**
 * A user's substance → its RxNorm ingredient code, for the FHIR export: only when the knowledge resolves its name
 * to exactly one ingredient and that ingredient has a confirmed code (rxnorm-codes.ts). A combination product, a
 * name the knowledge cannot place, or an ingredient without a code gets none.
 */
import { resolveSubstance, type ItemSubstanceType } from './resolve-substance.js';
import { RXNORM_INGREDIENTS } from './rxnorm-codes.js';

export interface RxNormCoding {
  code: string;
  display: string;
}

const ITEM_TYPES: readonly string[] = ['PRESCRIPTION', 'OTC_MEDICATION', 'SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC'] satisfies ItemSubstanceType[];
const isItemType = (type: string): type is ItemSubstanceType => ITEM_TYPES.includes(type);

export function rxNormCodeOf(name: string, substanceType: string): RxNormCoding | null {
  const resolved = resolveSubstance(name, isItemType(substanceType) ? { substanceType } : {});
  const [only, ...others] = resolved?.ingredients ?? [];
  if (only === undefined || others.length > 0) return null;
  const known = RXNORM_INGREDIENTS[only];
  return known ? { code: known.rxcui, display: known.name } : null;
}
