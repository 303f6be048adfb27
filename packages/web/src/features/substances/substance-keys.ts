/** Query keys of the Substances tab; in a file of their own so other features can invalidate them without a cycle. */
import type { SubstanceType } from '@wellness/contract';
import type { CollectionPath } from './substance-collections';

export interface NameCheckRequest {
  name: string;
  substanceType: SubstanceType;
  ingredients: string[];
  excludeId?: string;
}

export const substanceKeys = {
  all: ['substances'] as const,
  lists: ['substances', 'list'] as const,
  list: (path: CollectionPath) => ['substances', 'list', path] as const,
  interactions: (signature: string) => ['substances', 'interactions', signature] as const,
  nameCheck: (request: NameCheckRequest | null) => ['substances', 'name-check', request] as const,
  clinicianReport: ['substances', 'clinician-report'] as const,
};
