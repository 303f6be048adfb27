/**
 * The search over a list of substances: the query is found in the name, brand or category,
 * ignoring case and accents. The Substances list and the Daily tab's supplement picker search the same way.
 */
import type { Substance } from '@wellness/contract';

type Searched = Pick<Substance, 'name' | 'brand' | 'category'>;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');

export function matchesSearch(item: Searched, query: string): boolean {
  const needle = fold(query.trim());
  if (needle === '') return true;
  return [item.name, item.brand, item.category].some((field) => field !== null && fold(field).includes(needle));
}
