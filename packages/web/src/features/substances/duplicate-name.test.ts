import { describe, expect, it } from 'vitest';
import type { Substance } from '@wellness/contract';
import { existingWithName } from './duplicate-name';

const item = (id: string, name: string): Substance => ({ id, name }) as Substance;
const library = [item('a', 'Zoloft'), item('b', 'St. John’s Wort'), item('c', 'Crème de Magnésium')];

describe('existingWithName', () => {
  it('finds the same name ignoring case, accents and surrounding spaces', () => {
    expect(existingWithName(library, '  zoloft ', null)?.id).toBe('a');
    expect(existingWithName(library, 'creme de magnesium', null)?.id).toBe('c');
  });

  it('ignores a partial name, a blank one and the item being edited', () => {
    expect(existingWithName(library, 'Zolo', null)).toBeNull();
    expect(existingWithName(library, '   ', null)).toBeNull();
    expect(existingWithName(library, 'Zoloft', 'a')).toBeNull();
  });
});
