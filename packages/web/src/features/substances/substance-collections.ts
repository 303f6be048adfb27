/**
 * Which API collection holds a substance type: prescriptions and OTC medications
 * have their own; every other type lives in the supplement collection, which also takes the type itself.
 */
import { SUPPLEMENT_COLLECTION_TYPES, type SubstanceType } from '@wellness/contract';

export type SupplementCollectionType = (typeof SUPPLEMENT_COLLECTION_TYPES)[number];

export type CollectionPath = 'supplements' | 'prescriptions' | 'otc-medications';

/** All three, in the order the list loads them (in parallel). */
export const COLLECTION_PATHS: readonly CollectionPath[] = ['prescriptions', 'otc-medications', 'supplements'];

export function collectionFor(type: SubstanceType): CollectionPath {
  switch (type) {
    case 'PRESCRIPTION':
      return 'prescriptions';
    case 'OTC_MEDICATION':
      return 'otc-medications';
    default:
      return 'supplements';
  }
}

/** The supplement collection needs the type in the body; without it the server would store SUPPLEMENT. */
export function takesTypeInBody(type: SubstanceType): type is SupplementCollectionType {
  return SUPPLEMENT_COLLECTION_TYPES.some((candidate) => candidate === type);
}
