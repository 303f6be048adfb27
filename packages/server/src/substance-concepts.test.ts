/**
 * The research library against the catalogs (every related substance or condition exists in the
 * catalog or the conditions list), and the matching of users' own product names to research items, which follows
 * the interaction knowledge base's matcher.
 */
import { describe, expect, it } from 'vitest';
import { CONDITION_CATALOG } from './features/conditions/condition-catalog.js';
import { RESEARCH_LIBRARY } from './features/research/research-library.js';
import { createResearchMatcher } from './features/research/research-matching.js';
import { namedSubstancesIn } from './features/interactions/knowledge/index.js';
import { substanceConcepts } from './substance-concepts.js';

const conditionIds = new Set(CONDITION_CATALOG.map((condition) => condition.id));
const matcher = createResearchMatcher(RESEARCH_LIBRARY, substanceConcepts);
const idsFor = (name: string, substanceType = 'SUPPLEMENT', ingredients: string[] = []) =>
  matcher.forItem({ name, substanceType, ingredients }).map((doc) => doc.id);

describe('research tags', () => {
  it.each(RESEARCH_LIBRARY.map((doc) => [doc.id, doc] as const))('%s names only known substances and catalog conditions', (_id, doc) => {
    for (const tag of doc.substances) expect(substanceConcepts.ofTag(tag).size, `substance tag "${tag}"`).toBeGreaterThan(0);
    for (const id of doc.conditions) expect(conditionIds, `condition "${id}"`).toContain(id);
  });
});

describe('matching a user item to research', () => {
  it('finds magnesium research for a branded magnesium product, and not for zinc', () => {
    const magnesium = idsFor('Nature Made Magnesium Glycinate 200 mg');
    expect(magnesium).toContain('ods-magnesium-hp');
    expect(magnesium).toContain('mah-pitre-2021-magnesium-insomnia-ma');
    expect(idsFor('Zinc picolinate')).not.toContain('ods-magnesium-hp');
  });

  it('reads synonyms, brands and ingredients as the interaction check does', () => {
    expect(idsFor('Fish oil softgels')).toContain('cochrane-appleton-2021-omega3-depression');
    expect(idsFor('KSM-66', 'HERBAL')).toContain('nccih-ashwagandha');
    expect(idsFor('Adderall XR 20 mg', 'PRESCRIPTION')).toContain('cochrane-punja-2016-amphetamines-children');
    expect(idsFor('Zoloft', 'PRESCRIPTION')).toContain('evans-2007-ssri-triptan-serotonin-syndrome');
    expect(idsFor('Sleep Blend', 'SUPPLEMENT', ['Melatonin', 'L-theanine'])).toEqual(
      expect.arrayContaining(['ferracioli-oda-2013-melatonin-ma', 'hidese-2019-l-theanine-rct']),
    );
  });

  it('finds nothing for a name it cannot place', () => {
    expect(idsFor('Grandma’s tonic')).toEqual([]);
  });

  it('lists stronger evidence first', () => {
    const [first] = matcher.forItem({ name: 'Magnesium', substanceType: 'SUPPLEMENT', ingredients: [] });
    expect(['meta-analysis', 'systematic-review']).toContain(first?.type);
  });

  it('scans a longer name for known names left to right', () => {
    expect(namedSubstancesIn('Organic Ashwagandha and Rhodiola complex').map((s) => s.name)).toEqual(['Ashwagandha', 'Rhodiola']);
  });
});
