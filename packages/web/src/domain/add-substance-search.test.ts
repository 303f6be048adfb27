import { describe, expect, it } from 'vitest';
import { addSubstanceFromSearch, addSubstanceSearch } from './add-substance-search';
import { pathForTab } from '../lib/tab-paths';

describe('the add-substance query', () => {
  it('says which add form the Substances tab opens', () => {
    expect(pathForTab('supplements', null, addSubstanceSearch('PRESCRIPTION'))).toBe('/supplements?add=PRESCRIPTION');
    expect(addSubstanceFromSearch('?add=PRESCRIPTION')).toBe('PRESCRIPTION');
    expect(addSubstanceFromSearch('?add=HERBAL&x=1')).toBe('HERBAL');
    expect(addSubstanceFromSearch('?add=prescription')).toBeNull();
    expect(addSubstanceFromSearch('?add=')).toBeNull();
    expect(addSubstanceFromSearch('')).toBeNull();
  });
});
