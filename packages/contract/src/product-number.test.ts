import { describe, expect, it } from 'vitest';
import { CANADIAN_PRODUCT_NUMBER_MESSAGE, canadianProductNumberError } from './product-number.js';

describe('canadianProductNumberError', () => {
  it.each(['80012345', 'NPN 80012345', 'DIN 02123456', 'din-02123456', 'DIN-HM 80000001', 'NPN:80012345', '  80012345  ', ''])('accepts %j', (text) =>
    expect(canadianProductNumberError(text)).toBeNull(),
  );
  it.each(['12', 'NPN 12', '800123456', 'DIN 0212345', 'NPN 8001234x', 'ABC 80012345'])('refuses %j', (text) =>
    expect(canadianProductNumberError(text)).toBe(CANADIAN_PRODUCT_NUMBER_MESSAGE),
  );
});
