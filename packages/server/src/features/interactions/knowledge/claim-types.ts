/**
 * The shape of the files that give ingredients and classes their mechanism properties, keyed by id so the compiler
 * rejects a claim about a substance or class that does not exist.
 */
import type { ClassId } from './classes.js';
import type { PropertyClaim } from './properties.js';
import type { SubstanceId } from './substances.js';

export type SubstanceClaims = { readonly [id in SubstanceId]?: readonly PropertyClaim[] };
export type ClassClaims = { readonly [id in ClassId]?: readonly PropertyClaim[] };
