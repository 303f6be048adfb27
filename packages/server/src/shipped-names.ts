/**
 * The shipped names the supplement-names feature suggests and validates against, composed here at the composition
 * root from the interaction knowledge base's name module (one place for every name, synonym and category), so that
 * neither feature imports the other.
 */
import { findCatalogEntry, suggestNames } from './features/interactions/knowledge/index.js';
import type { NameCatalog } from './features/supplement-names/service.js';

export const shippedNames: NameCatalog = {
  suggest: (query, type, limit) => suggestNames(query, type, limit),
  find: (name) => findCatalogEntry(name),
};
