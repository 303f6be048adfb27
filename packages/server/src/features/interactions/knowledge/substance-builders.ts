/**
 * Short builders for the substance data files, so a plain medicine fits on one line. The id stays a literal type,
 * which lets the rules prove at compile time that every ingredient they name exists.
 */
import type { ClassId } from './classes.js';
import type { Substance, SubstanceKind } from './types.js';

interface Names {
  readonly brands?: readonly string[];
  readonly synonyms?: readonly string[];
}

/** A single-ingredient substance: its own id is its only ingredient. */
export function single<const Id extends string>(
  id: Id,
  name: string,
  kind: SubstanceKind,
  classes: readonly ClassId[],
  names: Names = {},
): Substance<ClassId> & { readonly id: Id } {
  return { id, name, kind, ingredients: [id], synonyms: names.synonyms ?? [], brands: names.brands ?? [], classes };
}

/** A combination product made of other substances in the knowledge base. */
export function combination<const Id extends string>(
  id: Id,
  name: string,
  kind: SubstanceKind,
  ingredients: readonly string[],
  names: Names = {},
): Substance<ClassId> & { readonly id: Id } {
  return { id, name, kind, ingredients, synonyms: names.synonyms ?? [], brands: names.brands ?? [], classes: [] };
}
