/** The `?add=` query of the Substances tab: how a link (the assistant's, for one) says "open the add form for a prescription". */
import { SUBSTANCE_TYPES, type SubstanceType } from '@wellness/contract';

/** The query that makes the Substances tab open its add form for one type: how a link says "add a prescription". */
export function addSubstanceSearch(type: SubstanceType): string {
  return `?add=${type}`;
}

/** The substance type an `?add=` query asks the Substances tab to open the form for; null when none or unknown. */
export function addSubstanceFromSearch(search: string): SubstanceType | null {
  const named = new URLSearchParams(search).get('add');
  return named !== null && (SUBSTANCE_TYPES as readonly string[]).includes(named) ? (named as SubstanceType) : null;
}
