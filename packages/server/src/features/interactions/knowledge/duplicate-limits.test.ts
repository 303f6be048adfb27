/**
 * The daily maxima and duplicate classes are data a user's safety rests on: the figures of the OTC labels, each
 * with a source that names that drug, for substances and classes that exist.
 */
import { describe, expect, it } from 'vitest';
import { DUPLICATE_CLASSES, LABEL_OF_INGREDIENT } from './duplicate-classes.js';
import { isLeaf } from './duplicate-amounts.js';
import { DAILY_LIMITS, dailyLimitOf } from './duplicate-limits.js';
import { classById, classMembers, substanceById } from './knowledge-index.js';

/** How each limit's label names the ingredient, where it names the brand. */
const LABEL_NAMES: Readonly<Record<string, string>> = {
  acetaminophen: 'tylenol',
  naproxen: 'naproxen',
  diphenhydramine: 'diphenhydramine',
  dextromethorphan: 'dextromethorphan',
};
describe('daily maxima', () => {
  it('are the adult 24-hour maxima of the OTC labels', () => {
    expect(Object.fromEntries(Object.entries(DAILY_LIMITS).map(([id, limit]) => [id, limit.mg]))).toEqual({
      acetaminophen: 4000,
      ibuprofen: 1200,
      naproxen: 660,
      diphenhydramine: 300,
      dextromethorphan: 120,
      pseudoephedrine: 240,
    });
    expect(dailyLimitOf('sertraline')).toBeNull();
  });

  it('treat ibuprofen and naproxen as OTC-label limits a prescriber may exceed, and the others as limits for any use', () => {
    const scopes = Object.fromEntries(Object.entries(DAILY_LIMITS).map(([id, limit]) => [id, limit.scope]));
    expect(scopes).toMatchObject({ ibuprofen: 'otc-label', naproxen: 'otc-label', acetaminophen: 'any-use' });
    expect(dailyLimitOf('acetaminophen')?.overSeverity).toBe('CRITICAL');
  });

  it('belong to single ingredients and cite one OTC label of that drug and its MedlinePlus page', () => {
    for (const [id, limit] of Object.entries(DAILY_LIMITS)) {
      expect(isLeaf(id), id).toBe(true);
      const [labels, medline] = limit.sources;
      expect(labels?.url, id).toMatch(/^https:\/\/dailymed\.nlm\.nih\.gov\/dailymed\/drugInfo\.cfm\?setid=[0-9a-f-]{36}$/);
      expect(labels?.name.toLowerCase(), id).toContain(LABEL_NAMES[id] ?? id);
      expect(medline?.url, id).toMatch(/^https:\/\/medlineplus\.gov\/druginfo\/meds\/a\d{6}\.html$/);
      expect(medline?.name.toLowerCase(), id).toContain(id);
      expect(limit.harm.trim(), id).not.toBe('');
    }
  });
});

describe('duplicate classes', () => {
  it('are the classes whose labels warn against two members, each with its severity, members and sources', () => {
    expect(DUPLICATE_CLASSES.map((c) => [c.id, c.severity])).toEqual([
      ['nsaid', 'HIGH'],
      ['adhd_stimulant', 'HIGH'],
      ['ssri', 'HIGH'],
      ['benzodiazepine', 'HIGH'],
      ['anticoagulant', 'HIGH'],
      ['decongestant', 'MEDIUM'],
      ['ppi', 'MEDIUM'],
      ['snri', 'HIGH'],
      ['ace_inhibitor', 'HIGH'],
      ['arb', 'HIGH'],
      ['statin', 'MEDIUM'],
      ['sedating_antihistamine', 'MEDIUM'],
      ['alpha2_agonist', 'HIGH'],
    ]);
    for (const cls of DUPLICATE_CLASSES) {
      expect(classById.has(cls.id), cls.id).toBe(true);
      expect(classMembers(cls.id).length, cls.id).toBeGreaterThan(1);
      expect(cls.sources.length, cls.id).toBeGreaterThan(0);
      for (const source of cls.sources) expect(new URL(source.url).protocol, cls.id).toBe('https:');
    }
  });

  it('name labels only of substances that exist', () => {
    for (const id of Object.keys(LABEL_OF_INGREDIENT)) expect(substanceById.has(id), id).toBe(true);
  });
});
