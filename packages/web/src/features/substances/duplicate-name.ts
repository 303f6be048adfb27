/**
 * Whether the name being typed is already in the user's library: the same name ignoring case,
 * accents and surrounding spaces, whatever its type, other than the item being edited. The form warns and offers
 * to open that item rather than letting a second "Zoloft" split the doses and the interaction checks in two.
 */
import type { Substance } from '@wellness/contract';
import { foldName } from '@/components/name-suggestions/local-suggestions';

export function existingWithName(library: readonly Substance[], name: string, editingId: string | null): Substance | null {
  const wanted = foldName(name);
  if (wanted === '') return null;
  return library.find((item) => item.id !== editingId && foldName(item.name) === wanted) ?? null;
}
