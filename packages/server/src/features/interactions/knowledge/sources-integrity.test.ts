/**
 * Every document the knowledge cites, wherever it is cited (rules, property claims, duplicate classes, daily limits,
 * the labels of duplicated ingredients, the fallback for any other medicine), links the document itself: a drug
 * label by its DailyMed set id, never a DailyMed search, so a user who opens it reads what the warning rests on.
 */
import { describe, expect, it } from 'vitest';
import type { ClassClaims, SubstanceClaims } from './claim-types.js';
import { DUPLICATE_CLASSES, LABEL_OF_INGREDIENT, SAME_INGREDIENT_SOURCE, SUPPLEMENT_TOTALS_SOURCE } from './duplicate-classes.js';
import { DAILY_LIMITS } from './duplicate-limits.js';
import { CLASS_CLAIM_FILES, SUBSTANCE_CLAIM_FILES } from './ingredient-properties.js';
import type { PropertyClaim } from './properties.js';
import { RULES } from './rules.js';
import type { Source } from './source.js';
import { ADHD_SOURCES, SOURCES } from './sources.js';

const claimSources = (file: SubstanceClaims | ClassClaims): [string, Source][] =>
  Object.entries(file as Readonly<Record<string, readonly PropertyClaim[]>>).flatMap(([id, claims]) =>
    claims.flatMap((claim) => claim.sources.map((source): [string, Source] => [`${id} ${claim.property}`, source])),
  );

const CITED: readonly [string, Source][] = [
  ...Object.entries(SOURCES),
  ...Object.entries(ADHD_SOURCES),
  ...RULES.flatMap((rule) => rule.sources.map((source): [string, Source] => [rule.id, source])),
  ...[...SUBSTANCE_CLAIM_FILES, ...CLASS_CLAIM_FILES].flatMap(claimSources),
  ...DUPLICATE_CLASSES.flatMap((cls) => cls.sources.map((source): [string, Source] => [`duplicate class ${cls.id}`, source])),
  ...Object.entries(DAILY_LIMITS).flatMap(([id, limit]) => (limit?.sources ?? []).map((source): [string, Source] => [`daily limit ${id}`, source])),
  ...Object.entries(LABEL_OF_INGREDIENT).map(([id, source]): [string, Source] => [`label of ${id}`, source as Source]),
  ['any other medicine', SAME_INGREDIENT_SOURCE],
  ['supplement totals', SUPPLEMENT_TOTALS_SOURCE],
];

describe('every cited document', () => {
  it('is an https link with a name', () => {
    for (const [where, source] of CITED) {
      expect(new URL(source.url).protocol, `${where}: ${source.url}`).toBe('https:');
      expect(source.name.trim(), where).not.toBe('');
    }
  });

  it('is the document itself, never a search page', () => {
    for (const [where, source] of CITED) {
      const url = new URL(source.url);
      expect(url.pathname, `${where}: ${source.url}`).not.toMatch(/search/i);
      expect([...url.searchParams.keys()], `${where}: ${source.url}`).not.toContain('query');
    }
  });

  it('cites a drug label on DailyMed by its set id', () => {
    const setIdPage = /^\/dailymed\/drugInfo\.cfm$/;
    for (const [where, source] of CITED) {
      const url = new URL(source.url);
      if (url.hostname !== 'dailymed.nlm.nih.gov') continue;
      expect(url.pathname, `${where}: ${source.url}`).toMatch(setIdPage);
      expect(url.searchParams.get('setid'), `${where}: ${source.url}`).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
