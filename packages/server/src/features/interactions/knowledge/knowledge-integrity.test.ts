/**
 * Data integrity of the knowledge base: every rule cites an https source and names only classes and substances that
 * exist and can be reached, ids are unique, class parents form no cycle, and every name resolves back to its owner.
 */
import { describe, expect, it } from 'vitest';
import { CLASSES } from './classes.js';
import { classById, classMembers, substanceById } from './knowledge-index.js';
import { nameKeysOf } from './name-index.js';
import { resolveSubstance } from './resolve-substance.js';
import { RULES } from './rules.js';
import { SUBSTANCES } from './substances.js';
import { RISK_LEVELS } from './types.js';

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('rules', () => {
  it('ships at least every rule of the knowledge page’s starter table, with unique ids', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(28);
    expect(duplicates(RULES.map((r) => r.id))).toEqual([]);
  });

  it('cite at least one source each, every one an https URL with a name', () => {
    for (const rule of RULES) {
      expect(rule.sources.length, rule.id).toBeGreaterThanOrEqual(1);
      for (const source of rule.sources) {
        expect(new URL(source.url).protocol, `${rule.id}: ${source.url}`).toBe('https:');
        expect(source.name.trim(), rule.id).not.toBe('');
      }
    }
  });

  it('link the document itself, never a search page', () => {
    for (const rule of RULES) {
      for (const source of rule.sources) {
        const url = new URL(source.url);
        expect(url.pathname, `${rule.id}: ${source.url}`).not.toMatch(/search/i);
        expect([...url.searchParams.keys()], `${rule.id}: ${source.url}`).not.toContain('query');
      }
    }
  });

  it('use the {a} and {b} placeholders only in the mechanism, the one text they are filled in', () => {
    for (const rule of RULES) {
      expect(rule.effect, rule.id).not.toMatch(/[{}]/);
      expect(rule.recommendation, rule.id).not.toMatch(/[{}]/);
      expect(rule.mechanism.replace(/\{[ab]\}/g, ''), rule.id).not.toMatch(/[{}]/);
    }
  });

  it('name only classes and substances that exist, and every named class has a member', () => {
    for (const rule of RULES) {
      for (const side of [rule.a, rule.b]) {
        for (const id of side.classes) {
          expect(classById.has(id), `${rule.id}: class ${id}`).toBe(true);
          expect(classMembers(id).length, `${rule.id}: class ${id} has no member`).toBeGreaterThan(0);
        }
        for (const id of side.ingredients) expect(substanceById.has(id), `${rule.id}: substance ${id}`).toBe(true);
      }
    }
  });

  it('have something to match on each side, except one implicit side (a food, lab test or nutrient)', () => {
    for (const rule of RULES) {
      expect([rule.a, rule.b].filter((side) => side.implicit).length, rule.id).toBeLessThanOrEqual(1);
      for (const side of [rule.a, rule.b]) {
        if (!side.implicit) expect(side.classes.length + side.ingredients.length + (side.properties?.length ?? 0), rule.id).toBeGreaterThan(0);
      }
    }
  });

  it('use a known severity, non-empty texts and a positive dose gap', () => {
    for (const rule of RULES) {
      expect(RISK_LEVELS, rule.id).toContain(rule.severity);
      for (const text of [rule.effect, rule.mechanism, rule.recommendation]) expect(text.trim(), rule.id).not.toBe('');
      if (rule.timing) expect(rule.timing.separateHours, rule.id).toBeGreaterThan(0);
    }
  });
});

describe('substances and classes', () => {
  it('have unique ids', () => {
    expect(duplicates(SUBSTANCES.map((s) => s.id))).toEqual([]);
    expect(duplicates(CLASSES.map((c) => c.id))).toEqual([]);
  });

  it('refer only to substances and classes that exist', () => {
    for (const substance of SUBSTANCES) {
      expect(substance.ingredients.length, substance.id).toBeGreaterThan(0);
      for (const id of substance.ingredients) expect(substanceById.has(id), `${substance.id}: ingredient ${id}`).toBe(true);
      for (const id of substance.classes) expect(classById.has(id), `${substance.id}: class ${id}`).toBe(true);
    }
    for (const cls of CLASSES) for (const parent of cls.parents) expect(classById.has(parent), `${cls.id}: parent ${parent}`).toBe(true);
  });

  it('have no cycle among class parents', () => {
    const reachesItself = (start: string): boolean => {
      const pending = [...(classById.get(start)?.parents ?? [])];
      const seen = new Set<string>();
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (id === start) return true;
        if (seen.has(id)) continue;
        seen.add(id);
        pending.push(...(classById.get(id)?.parents ?? []));
      }
      return false;
    };
    expect(CLASSES.filter((c) => reachesItself(c.id)).map((c) => c.id)).toEqual([]);
  });

  it('never give one normalised name to two different substances', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const substance of SUBSTANCES) {
      for (const { key } of nameKeysOf(substance)) {
        const previous = owner.get(key);
        if (previous !== undefined && previous !== substance.id) clashes.push(`${key}: ${previous} / ${substance.id}`);
        owner.set(key, substance.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('resolve every name, synonym and brand back to the substance it belongs to', () => {
    const wrong: string[] = [];
    for (const substance of SUBSTANCES) {
      for (const text of [substance.name, ...substance.synonyms, ...substance.brands]) {
        const found = resolveSubstance(text)?.substances.map((s) => s.id);
        if (found?.length !== 1 || found[0] !== substance.id) wrong.push(`${text} → ${found?.join('+') ?? 'null'} (want ${substance.id})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
