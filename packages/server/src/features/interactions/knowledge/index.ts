/** The interaction knowledge base's public surface: the data, name resolution and the interaction check. */
export { CLASSES, type ClassId } from './classes.js';
export { INTERACTION_DISCLAIMER, NOT_IN_DATABASE_MESSAGE } from './disclaimer.js';
export { classMembers, classById, substanceById } from './knowledge-index.js';
export { checkInteractions, checkItemAgainst, checkPair } from './match-interactions.js';
export type * from './match-types.js';
export { normalizeName, stripSaltWords } from './normalize-name.js';
export { NOT_CHECKED_SUPPLEMENTS, type NotCheckedSupplement } from './not-checked-supplements.js';
export { resolveSubstance, type ItemSubstanceType, type ResolvedSubstance, type ResolvedVia, type ResolveOptions } from './resolve-substance.js';
export { RULES } from './rules.js';
export { mostSevere, severityRank } from './severity.js';
export { SOURCES } from './sources.js';
export { NAME_ONLY_SUBSTANCES, SUBSTANCES, type SubstanceId } from './substances.js';
export { NAMED_SUBSTANCES, namedSubstance, namedSubstancesIn } from './named-substances.js';
export { CATALOG_CATEGORIES, NAME_CATALOG, type CatalogCategory, type CatalogEntry } from './name-catalog.js';
export { CATALOG_MIN_QUERY_LENGTH, findCatalogEntry, searchCatalog, type CatalogSuggestion } from './search-catalog.js';
export { suggestNames, type NameSuggestion } from './suggest-names.js';
export * from './types.js';
