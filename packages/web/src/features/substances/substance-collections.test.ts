import { describe, expect, it } from 'vitest';
import { collectionFor, takesTypeInBody } from './substance-collections';

describe('collection routing', () => {
  it('sends prescriptions and OTC medications to their own collections', () => {
    expect(collectionFor('PRESCRIPTION')).toBe('prescriptions');
    expect(collectionFor('OTC_MEDICATION')).toBe('otc-medications');
  });

  it('sends every other type to the supplement collection, with the type in the body', () => {
    for (const type of ['SUPPLEMENT', 'HERBAL', 'HOMEOPATHIC'] as const) {
      expect(collectionFor(type)).toBe('supplements');
      expect(takesTypeInBody(type)).toBe(true);
    }
    expect(takesTypeInBody('PRESCRIPTION')).toBe(false);
    expect(takesTypeInBody('OTC_MEDICATION')).toBe(false);
  });
});
