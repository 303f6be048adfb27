/** The guide search: a case-insensitive substring match over each guide's title and description. */
export interface Searchable {
  title: string;
  description: string;
}

/** Guides whose title or description contains the query, ignoring case; a blank query keeps them all. */
export function searchGuides<T extends Searchable>(guides: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (needle === '') return [...guides];
  return guides.filter((guide) => guide.title.toLocaleLowerCase('en-US').includes(needle) || guide.description.toLocaleLowerCase('en-US').includes(needle));
}
