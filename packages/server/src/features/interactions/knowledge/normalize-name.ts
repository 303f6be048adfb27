/**
 * Turns a typed product or ingredient name ("Sertraline HCl 50 mg", "Adderall XR 20mg", "St. John’s Wort") into a
 * comparison key ("sertraline hcl", "adderall", "st johns wort"), and strips salt words ("sertraline") as a second,
 * separate step, because a salt word is sometimes the substance itself ("calcium carbonate" is an antacid).
 * Known names and typed names go through the same functions, so both sides always agree.
 */

// A number directly after a letter is part of a name ("d3", "b12"), never a dose.
const DOSE = /(?<![a-z\d])\d+(?:[.,]\d+)*\s*(?:mg|mcg|µg|μg|ug|gm|g|kg|iu|ml|meq|units?|cfu|billion|million)(?![a-z])/g;
const PERCENT = /(?<![a-z\d])\d+(?:[.,]\d+)*\s*%/g;
const APOSTROPHES = /['’‘`´ʼ]/g;

const PHRASES_TO_DROP = [
  /\b(?:extended|delayed|sustained|controlled|immediate|modified|prolonged|slow|time|timed) release\b/g,
  /\b(?:orally disintegrating|enteric coated|film coated)\b/g,
  /\b(?:extra|maximum|max|regular|junior|childrens|adult|double) strength\b/g,
  /\b(?:12|24) ?(?:hours?|hrs?|h)\b/g,
  // "alcohol-free" and "sugar free" say what a product lacks, so the word before "free" must not identify it.
  /\b[a-z0-9]+ free\b/g,
];

const RELEASE_SUFFIXES = new Set(['er', 'xr', 'sr', 'cr', 'xl', 'la', 'odt', 'ir', 'dr', 'ec', 'cd', 'xrt', 'sl', 'hfa', 'mdi', 'usp']);
const FORM_WORDS = new Set([
  'tablet',
  'tablets',
  'tab',
  'tabs',
  'capsule',
  'capsules',
  'cap',
  'caps',
  'caplet',
  'caplets',
  'softgel',
  'softgels',
  'gelcap',
  'gelcaps',
  'vcaps',
  'vegcaps',
  'liquid',
  'drops',
  'gummy',
  'gummies',
  'chewable',
  'chewables',
  'chews',
  'powder',
  'oral',
  'solution',
  'suspension',
  'syrup',
  'elixir',
  'lozenge',
  'lozenges',
  'spray',
  'patch',
  'patches',
  'injection',
  'injectable',
  'pen',
  'gel',
  'cream',
  'ointment',
  'granules',
  'sachet',
  'sachets',
  'packet',
  'packets',
  'count',
  'ct',
  'supplement',
  'supplements',
  'dietary',
  'mg',
  'mcg',
  'iu',
  'ml',
  // Routes and devices: "Fluticasone nasal spray", "Albuterol inhaler", "Timolol eye drops".
  'nasal',
  'inhaler',
  'inhalation',
  'ophthalmic',
  'eye',
  'topical',
  'sublingual',
  'transdermal',
  'vial',
  'autoinjector',
]);

/** Anions and hydrate words never name a substance on their own, so they go wherever they stand. */
const ANION_WORDS = new Set([
  'hydrochloride',
  'dihydrochloride',
  'hcl',
  'hydrobromide',
  'hbr',
  'sulfate',
  'sulphate',
  'bisulfate',
  'maleate',
  'mesylate',
  'dimesylate',
  'besylate',
  'tartrate',
  'bitartrate',
  'succinate',
  'fumarate',
  'hemifumarate',
  'citrate',
  'carbonate',
  'bicarbonate',
  'gluconate',
  'glycinate',
  'bisglycinate',
  'chelate',
  'oxide',
  'hydroxide',
  'chloride',
  'phosphate',
  'acetate',
  'lactate',
  'aspartate',
  'saccharate',
  'malate',
  'threonate',
  'taurate',
  'orotate',
  'picolinate',
  'polynicotinate',
  'hyclate',
  'monohydrate',
  'dihydrate',
  'trihydrate',
  'hemihydrate',
  'anhydrous',
  'etexilate',
  'oxalate',
  'pamoate',
  'valerate',
  'cypionate',
  'enanthate',
  'propionate',
  'dipropionate',
  'furoate',
  'xinafoate',
  'acetonide',
  'axetil',
  'medoxomil',
  'cilexetil',
  'tromethamine',
  'bromide',
  'stearate',
  'estolate',
  'ethylsuccinate',
  'decanoate',
  'palmitate',
  'hemitartrate',
  'disoproxil',
  'tosylate',
  'napsylate',
  'pivoxil',
]);
/** Cations are salt words after a drug name ("atorvastatin calcium") but are the substance in "calcium citrate". */
const CATION_WORDS = new Set(['calcium', 'magnesium', 'potassium', 'sodium']);

/** Lower-cases, drops accents, apostrophes, doses, dosage forms and release suffixes; words joined by single spaces. */
export function normalizeName(text: string): string {
  let s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/&/g, ' and ')
    .replace(DOSE, ' ')
    .replace(PERCENT, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    // "omega3" and "omega 3", "5htp" and "5 htp", "mk7" and "mk-7" must meet: split letters from digits first.
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2');
  s = ` ${s} `;
  for (const phrase of PHRASES_TO_DROP) s = s.replace(phrase, ' ');

  const merged: string[] = [];
  for (const token of s.split(' ').filter(Boolean)) {
    const previous = merged[merged.length - 1];
    // "b 12", "d 3", "k 2": a lone letter and its number are one name ("b12").
    if (previous !== undefined && /^[a-z]$/.test(previous) && /^\d+$/.test(token)) merged[merged.length - 1] = previous + token;
    else merged.push(token === 'saint' ? 'st' : token);
  }
  // The first word is always kept: "Patch" or "La" alone is still a name.
  const kept = merged.filter((token, index) => index === 0 || !(RELEASE_SUFFIXES.has(token) || FORM_WORDS.has(token) || /^\d{2,}$/.test(token)));
  return kept.join(' ');
}

export interface StripSaltOptions {
  /** Also drop a final calcium/magnesium/potassium/sodium after another word; right for medicines, wrong for "Solgar Magnesium". */
  readonly trailingCation: boolean;
}

/** Removes salt and hydrate words from a key made by `normalizeName`; a key that would become empty is returned as is. */
export function stripSaltWords(key: string, options: StripSaltOptions): string {
  const tokens = key.split(' ').filter(Boolean);
  const withoutAnions = tokens.filter((token) => !ANION_WORDS.has(token));
  const result = withoutAnions.length > 0 ? withoutAnions : tokens;
  const last = result[result.length - 1];
  if (options.trailingCation && result.length > 1 && last !== undefined && CATION_WORDS.has(last)) result.pop();
  return result.join(' ');
}
