/**
 * The shipped library's integrity: every item has a title, a source, a year (or is a living agency
 * page that shows none), an https link to the publisher, doi.org, PubMed or PubMed Central with no tracking
 * parameters and never a third-party copy, one of the seven types, and a plain-language summary that states its
 * numbers. That tags name known substances and conditions is checked in substance-concepts.test.ts.
 */
import { RESEARCH_TYPES } from '@wellness/contract';
import { describe, expect, it } from 'vitest';
import { RESEARCH_LIBRARY, newestFirst } from './research-library.js';

/** Where items may link: publishers, agencies and the canonical indexes. Copies and aggregators never ship. */
const ALLOWED_HOSTS = new Set([
  'pmc.ncbi.nlm.nih.gov',
  'pubmed.ncbi.nlm.nih.gov',
  'doi.org',
  'nccih.nih.gov',
  'www.nccih.nih.gov',
  'ods.od.nih.gov',
  'www.nimh.nih.gov',
  'www.ninds.nih.gov',
  'www.cdc.gov',
  'fda.gov',
  'www.fda.gov',
  'www.nice.org.uk',
  'resolve.cambridge.org',
  'cmajopen.ca',
  'bmj.com',
]);
const STUDY_TYPES = new Set<string>(['rct', 'meta-analysis', 'systematic-review']);
const AGENCY_AUTHORS =
  /National Center for Complementary|Office of Dietary Supplements|National Institute of|Centers for Disease Control|Food and Drug Administration/;

describe('research library', () => {
  it('has enough items to be useful, each id unique and slug-shaped', () => {
    expect(RESEARCH_LIBRARY.length).toBeGreaterThanOrEqual(70);
    const ids = RESEARCH_LIBRARY.map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(RESEARCH_LIBRARY.map((doc) => [doc.id, doc] as const))('%s is complete and links safely', (_id, doc) => {
    expect(doc.title.trim().length).toBeGreaterThan(3);
    expect(doc.authors.trim().length).toBeGreaterThan(3);
    expect(doc.source.trim().length).toBeGreaterThan(2);
    expect(RESEARCH_TYPES).toContain(doc.type);
    if (doc.year === null) {
      // Only a living agency web page may lack a date; a year is never guessed.
      expect(['fact-sheet', 'overview']).toContain(doc.type);
      expect(doc.authors).toMatch(AGENCY_AUTHORS);
    } else {
      expect(doc.year).toBeGreaterThanOrEqual(1990);
      expect(doc.year).toBeLessThanOrEqual(2026);
    }
    const url = new URL(doc.url);
    expect(url.protocol).toBe('https:');
    expect(ALLOWED_HOSTS, `${doc.url} is not a publisher or canonical index`).toContain(url.hostname);
    expect(url.search, 'no tracking or query parameters').toBe('');
    expect(url.hash).toBe('');
    expect(doc.summary.length).toBeGreaterThan(80);
    expect(doc.summary.length).toBeLessThan(600);
    // A study's summary states its numbers (how many studies or people, the size of the effect); a notice or an
    // overview need not have any.
    if (STUDY_TYPES.has(doc.type)) expect(doc.summary).toMatch(/\d/);
    expect(doc.substances.length + doc.conditions.length, 'related to at least one substance or condition').toBeGreaterThan(0);
  });

  it('is balanced: results that found no effect ship next to positive ones', () => {
    const nulls = RESEARCH_LIBRARY.filter((doc) => doc.finding === 'null');
    expect(nulls.length).toBeGreaterThanOrEqual(8);
    for (const substance of ['omega-3', 'vitamin D']) {
      const about = RESEARCH_LIBRARY.filter((doc) => doc.substances.includes(substance));
      expect(about.some((doc) => doc.finding === 'null')).toBe(true);
      expect(about.some((doc) => doc.finding === 'positive')).toBe(true);
    }
  });

  it('is ordered newest first, undated living pages last', () => {
    const years = RESEARCH_LIBRARY.map((doc) => doc.year ?? -1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect([...RESEARCH_LIBRARY].sort(newestFirst)).toEqual(RESEARCH_LIBRARY);
  });
});
