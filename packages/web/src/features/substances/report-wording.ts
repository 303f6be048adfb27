/**
 * The sentences the banner, the form's panel and the clinician report share: how many interactions there are
 * among the user's own items (foods, drinks and tests are never counted as such), and what was not checked, item
 * by item, down to the one ingredient the knowledge base could not place. Silence must never read as "safe".
 */
import { NAME_CHECK_DRAFT_ID, type UncheckedItemResult } from '@wellness/contract';
import { onFirstUse } from '@/lib/on-first-use';

/** The heading of the section for everyday-life warnings (foods, drinks, lab tests, nutrient levels). */
export const TO_WATCH_TITLE = 'Foods, drinks and tests to watch';
export const UNCHECKED_TITLE = 'Not checked';
export const UNCHECKED_INTRO = 'These are not in the interaction database, so they were not checked. That does not mean they are safe: ask your pharmacist.';

const list = onFirstUse(() => new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }));

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The banner's sentence under its heading. */
export function bannerSummary(pairCount: number, watchCount: number): string {
  const pairs =
    pairCount > 0
      ? `${count(pairCount, 'interaction was', 'interactions were')} found among your substances.`
      : 'No interaction among your substances is listed in our knowledge base.';
  const watch = watchCount > 0 ? ` Also see the foods, drinks and tests to watch below.` : '';
  return `${pairs}${watch} Talk to your pharmacist or prescriber before changing anything.`;
}

/** The form panel's one-line result once the check is back, when it found anything: "Critical: 1 interaction …". */
export function panelFindings(severity: string, pairCount: number, watchCount: number): string {
  const pairs = pairCount > 0 ? `${count(pairCount, 'interaction', 'interactions')} with your substances` : null;
  if (pairs && watchCount > 0) return `${severity}: ${pairs}, and foods, drinks or tests to watch`;
  if (pairs) return `${severity}: ${pairs}`;
  return `${severity}: foods, drinks or tests to watch; no interaction with your substances is listed`;
}

/**
 * What the form's panel lists as not checked: the typed item's line and the inventory's. A typed name that matched
 * nothing, with no ingredients, is left out: the panel's summary already says so in the same words.
 */
export function panelUnchecked(entries: readonly UncheckedItemResult[]): UncheckedItemResult[] {
  return entries.filter((entry) => !(entry.item.id === NAME_CHECK_DRAFT_ID && entry.wholeItem && entry.uncheckedIngredients.length === 0));
}

export interface UncheckedLine {
  id: string;
  name: string;
  /** What about the item was not checked, to follow its name: "Zorbexiline not checked". */
  detail: string;
}

/** One line per item with anything not checked: the whole item, its unknown ingredients, or its unknown name. */
export function uncheckedLine(entry: UncheckedItemResult): UncheckedLine {
  const ingredients = list().format(entry.uncheckedIngredients);
  const line = (detail: string): UncheckedLine => ({ id: entry.item.id, name: entry.item.name, detail });
  if (entry.wholeItem) {
    return line(
      entry.uncheckedIngredients.length > 0
        ? `not checked at all (neither the name nor ${ingredients} is in the interaction database)`
        : 'not checked at all (not in the interaction database)',
    );
  }
  const parts: string[] = [];
  if (entry.uncheckedIngredients.length > 0) parts.push(`${ingredients} not checked`);
  if (!entry.nameRecognized) {
    parts.push(
      entry.uncheckedIngredients.length > 0
        ? 'the name itself is not in the interaction database, so only its other ingredients were checked'
        : 'the name itself is not in the interaction database, so only its listed ingredients were checked',
    );
  }
  return line(parts.join('; '));
}

/** Said when the server left interactions out of a very long report (more than its bound of rule matches). */
export function notShownSentence(notShown: number): string {
  return `${count(notShown, 'more interaction was', 'more interactions were')} found but not listed here: the list is too long to show at once. The most severe are shown first. Ask your pharmacist to review all your substances together.`;
}
