/**
 * Fills a rule's mechanism text with the names of what matched it, so a general rule reads as plain words about the
 * user's own medicines: "{a} slows how fast {b} is cleared" becomes "Ciprofloxacin slows how fast caffeine is
 * cleared". {a} and {b} name the ingredients of each item that put it on that side of the rule.
 */
import { propertiesOf } from './ingredient-properties.js';
import type { ItemProfile } from './item-profile.js';
import { classClosure, substanceById } from './knowledge-index.js';
import type { RuleSide } from './types.js';

/** First words that stay capitalised mid-sentence ("St John's wort", "Asian ginseng"). */
const PROPER_FIRST_WORDS = new Set(['st', 'st.', 'saint', 'asian', 'american', 'siberian', 'korean', 'chinese', 'indian']);

/** A substance's name as it reads mid-sentence: "Ciprofloxacin" → "ciprofloxacin", but "DHEA" and "St John's wort" stay. */
export function nameInSentence(name: string): string {
  const firstWord = name.split(/\s/)[0] ?? '';
  if (!/^[A-Z][a-z]/.test(name) || PROPER_FIRST_WORDS.has(firstWord.toLowerCase())) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** Fills {a} and {b}, then capitalises the start of each sentence. */
export function fillMechanism(template: string, a: string, b: string): string {
  if (!template.includes('{')) return template;
  const filled = withVerbs(withVerbs(template, '{a}', a), '{b}', b);
  return filled.replace(/(^|[.!?]\s+)([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** Puts the names in, and the verb right after each into the plural when it names several ("a and b raise"). */
function withVerbs(template: string, placeholder: string, names: string): string {
  if (!names.includes(' and ')) return template.replaceAll(placeholder, names);
  return template
    .replace(new RegExp(`\\${placeholder.slice(0, -1)}\\} ([a-z]+)\\b`, 'g'), (_match, verb: string) => `${names} ${pluralVerb(verb)}`)
    .replaceAll(placeholder, names);
}

function pluralVerb(verb: string): string {
  const irregular: Readonly<Record<string, string>> = { is: 'are', has: 'have', does: 'do', was: 'were' };
  if (irregular[verb]) return irregular[verb];
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * True when the ingredient itself, one of its own classes, or one of its properties is on the side. A combination
 * product's id is among an item's ingredients too, but it has no classes or properties of its own, so only its
 * components are named.
 */
function ingredientOnSide(id: string, side: RuleSide): boolean {
  if (side.ingredients.includes(id)) return true;
  const classes = classClosure(substanceById.get(id)?.classes ?? []);
  if (side.classes.some((c) => classes.has(c))) return true;
  const properties = propertiesOf(id);
  return (side.properties ?? []).some((p) => properties.has(p));
}

/** The item's ingredients that put it on this side of a rule. */
export function sideIngredients(side: RuleSide, profile: ItemProfile): string[] {
  return [...profile.ingredients].filter((id) => ingredientOnSide(id, side));
}

/** How the item is named on this side: its matching ingredients in sentence form, or the item's own name. */
export function sideNames(side: RuleSide, profile: ItemProfile): string {
  if (side.implicit) return side.implicit.label.toLowerCase();
  const names = sideIngredients(side, profile).map((id) => substanceById.get(id)?.name ?? id);
  return names.length > 0 ? joinNames([...new Set(names)].map(nameInSentence)) : profile.ref.name;
}
