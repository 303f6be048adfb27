/**
 * The tracker import's wording, kept pure so it is tested on its own: which source a file looks like, how many
 * records a preview adds, and the sentence after an import.
 */
import { IMPORT_KINDS, type ImportDone, type ImportKind, type ImportPreview, type ImportSource } from '@wellness/contract';

/** The order a person reads the kinds in: what they logged first, what the import makes for it after. */
const SHOWN_ORDER: readonly ImportKind[] = ['entries', 'doses', 'substances', 'moodTags'];
const KIND_NOUNS: Readonly<Record<ImportKind, [string, string]>> = {
  entries: ['entry', 'entries'],
  doses: ['dose', 'doses'],
  substances: ['substance', 'substances'],
  moodTags: ['tag', 'tags'],
};

/** "1 entry", "3 entries", with the count written as a person reads it. */
export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export const rowsText = (count: number) => countOf(count, ['row', 'rows']);

/** "12 entries, 3 doses and 1 substance"; empty when every count is 0. */
export function kindList(counts: Readonly<Record<ImportKind, number>>): string {
  const parts = SHOWN_ORDER.filter((kind) => counts[kind] > 0).map((kind) => countOf(counts[kind], KIND_NOUNS[kind]));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

export const recordTotal = (counts: Readonly<Record<ImportKind, number>>) => IMPORT_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** The source a chosen file most likely is, from its name and first line; null when nothing tells. */
export function guessSource(fileName: string, firstLine: string): ImportSource | null {
  if (/\.daylio$/i.test(fileName)) return 'daylio-backup';
  const heading = firstLine.replace(/^\uFEFF/, '').toLowerCase();
  if (/\bfull_date\b/.test(heading) && /\bactivities\b/.test(heading)) return 'daylio-csv';
  if (/\bcategory\b/.test(heading) && /rating\s*\/\s*amount/.test(heading)) return 'bearable-csv';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  return null;
}

/** What the preview's counts promise, in one sentence. */
export function previewSentence(preview: ImportPreview): string {
  const { add, alreadyPresent, rows, skippedRows, unreadableRows } = preview.counts;
  const parts = [`This file has ${rowsText(rows)}.`];
  const adding = kindList(add);
  parts.push(adding ? `Importing adds ${adding}.` : 'Importing adds nothing new.');
  const present = kindList(alreadyPresent);
  if (present) parts.push(`Already in your account: ${present}.`);
  if (skippedRows > 0) parts.push(`${rowsText(skippedRows)} left out (each says why below).`);
  if (unreadableRows > 0) parts.push(`${rowsText(unreadableRows)} cannot be read.`);
  return parts.join(' ');
}

/** The sentence after an import: what was added, what was there, what was left out. */
export function doneSentence(done: ImportDone): string {
  const added: Record<ImportKind, number> = { entries: 0, doses: 0, substances: 0, moodTags: 0 };
  const present: Record<ImportKind, number> = { entries: 0, doses: 0, substances: 0, moodTags: 0 };
  for (const kind of IMPORT_KINDS) {
    added[kind] = done.counts[kind]?.added ?? 0;
    present[kind] = done.counts[kind]?.alreadyPresent ?? 0;
  }
  const parts = [done.message];
  const addedText = kindList(added);
  parts.push(addedText ? `Added ${addedText}.` : 'Nothing new was added.');
  const presentText = kindList(present);
  if (presentText) parts.push(`Already in your account: ${presentText}.`);
  const left = done.skippedRows + done.unreadableRows;
  if (left > 0) parts.push(`${rowsText(left)} left out.`);
  return parts.join(' ');
}
