/** RxNorm codes: every coded id is a single-ingredient knowledge substance; names resolve to a code only when single. */
import { describe, expect, it } from 'vitest';
import { substanceById } from './knowledge-index.js';
import { RXNORM_INGREDIENTS, RXNORM_SOURCES } from './rxnorm-codes.js';
import { rxNormCodeOf } from './rxnorm-lookup.js';

describe('RxNorm ingredient codes', () => {
  it('codes only knowledge substances that are their own single ingredient, each with a known source', () => {
    for (const [id, code] of Object.entries(RXNORM_INGREDIENTS)) {
      expect(substanceById.get(id)?.ingredients, id).toEqual([id]);
      expect(code.rxcui, id).toMatch(/^\d{1,8}$/);
      expect(RXNORM_SOURCES[code.source]).toBeDefined();
    }
  });

  it('gives no two substances the same code', () => {
    const codes = Object.values(RXNORM_INGREDIENTS).map((c) => c.rxcui);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('rxNormCodeOf', () => {
  it('codes a generic name, a brand and a name with a strength', () => {
    expect(rxNormCodeOf('Methylphenidate', 'PRESCRIPTION')).toEqual({ code: '6901', display: 'methylphenidate' });
    expect(rxNormCodeOf('Concerta', 'PRESCRIPTION')).toEqual({ code: '6901', display: 'methylphenidate' });
    expect(rxNormCodeOf('Strattera 40 mg', 'PRESCRIPTION')).toEqual({ code: '38400', display: 'atomoxetine' });
  });

  it('leaves out combination products, uncoded ingredients and unknown names', () => {
    expect(rxNormCodeOf('Adderall', 'PRESCRIPTION')).toBeNull();
    expect(rxNormCodeOf('Vyvanse', 'PRESCRIPTION')).toBeNull();
    expect(rxNormCodeOf('My own tea blend', 'SUPPLEMENT')).toBeNull();
    expect(rxNormCodeOf('', 'SUPPLEMENT')).toBeNull();
  });
});
