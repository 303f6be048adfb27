/**
 * The one plural rule for count sentences, on the server and the web: "1 day", "2 days", "0 days", with the
 * irregular plural given where English needs one. English has two forms (one, other), so this is all it takes;
 * a translation would swap it for Intl.PluralRules.
 */

/** The word alone for `count`: `pluralWord(1, 'day')` → "day", `pluralWord(3, 'day')` → "days". */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return count === 1 ? one : other;
}

/** The count with its word: `plural(1, 'day')` → "1 day", `plural(0, 'entry', 'entries')` → "0 entries". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}

/** "is" or "are" to agree with `count`: "there is 1 day", "there are 2 days". */
export function isAre(count: number): 'is' | 'are' {
  return count === 1 ? 'is' : 'are';
}
