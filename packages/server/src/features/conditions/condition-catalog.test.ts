/** The shipped condition catalog: large enough, every category, unique stable ids and names, valid metrics, tags and colors. */
import { describe, expect, it } from 'vitest';
import { CONDITION_CATEGORIES, CONDITION_LIMITS, conditionSchema, MOOD_TAGS, TRACKING_METRICS } from '@wellness/contract';
import { catalogCondition, CONDITION_CATALOG } from './condition-catalog.js';

describe('condition catalog', () => {
  it('ships at least 24 conditions across all three categories', () => {
    expect(CONDITION_CATALOG.length).toBeGreaterThanOrEqual(24);
    expect(new Set(CONDITION_CATALOG.map((c) => c.category))).toEqual(new Set(CONDITION_CATEGORIES));
    for (const category of CONDITION_CATEGORIES) {
      expect(CONDITION_CATALOG.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('includes the conditions the issue names, ADHD under the name currentCondition looks for', () => {
    const ids = CONDITION_CATALOG.map((c) => c.id);
    for (const id of [
      'adhd',
      'anxiety',
      'depression',
      'insomnia',
      'type-2-diabetes',
      'migraine',
      'chronic-pain',
      'better-sleep',
      'stress',
      'energy',
      'focus-productivity',
    ]) {
      expect(ids).toContain(id);
    }
    expect(catalogCondition('adhd')?.name).toBe('ADHD');
  });

  it('has unique, URL-safe ids and unique names ignoring case', () => {
    const ids = CONDITION_CATALOG.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = CONDITION_CATALOG.map((c) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives each condition a plain description, valid metrics and tags without repeats, and a hex color', () => {
    for (const condition of CONDITION_CATALOG) {
      expect(conditionSchema.parse({ ...condition, isCustom: false }), condition.id).toBeTruthy();
      expect(condition.name.length, condition.id).toBeLessThanOrEqual(CONDITION_LIMITS.name);
      expect(condition.description.length, condition.id).toBeGreaterThan(60);
      expect(condition.description.length, condition.id).toBeLessThanOrEqual(CONDITION_LIMITS.description);
      expect(condition.defaultMetrics.length, condition.id).toBeGreaterThanOrEqual(3);
      for (const metric of condition.defaultMetrics) expect(TRACKING_METRICS).toContain(metric);
      expect(new Set(condition.defaultMetrics).size).toBe(condition.defaultMetrics.length);
      expect(condition.defaultTags.length, condition.id).toBeGreaterThanOrEqual(2);
      for (const tag of condition.defaultTags) expect(MOOD_TAGS).toContain(tag);
      expect(new Set(condition.defaultTags).size).toBe(condition.defaultTags.length);
      expect(condition.color, condition.id).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('uses no alarming words', () => {
    for (const condition of CONDITION_CATALOG) {
      expect(condition.description, condition.id).not.toMatch(/\b(dangerous|deadly|fatal|incurable|suffer(s|ers|ing)?|victims?|crippling|severe(ly)? disabl)/i);
    }
  });
});
