import { describe, expect, it } from 'vitest';
import { chooseIds, derivedId, duplicatePaths } from './derived-id.js';

describe('import ids', () => {
  it('keeps a free id and one the user already has (present), derives a stable id for another account’s', () => {
    const derived = derivedId('me', 'entries', 'theirs');
    expect(derived).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedId('me', 'entries', 'theirs')).toBe(derived);
    expect(derivedId('other', 'entries', 'theirs')).not.toBe(derived);
    const owners = new Map([
      ['mine', 'me'],
      ['theirs', 'them'],
    ]);
    const chosen = chooseIds('me', 'entries', ['free', 'mine', 'theirs'], owners);
    expect(chosen.get('free')).toEqual({ id: 'free', present: false });
    expect(chosen.get('mine')).toEqual({ id: 'mine', present: true });
    expect(chosen.get('theirs')).toEqual({ id: derived, present: false });
  });

  it('finds a derived id already imported, and refuses one taken by yet another account', () => {
    const derived = derivedId('me', 'doses', 'x');
    expect(
      chooseIds(
        'me',
        'doses',
        ['x'],
        new Map([
          ['x', 'them'],
          [derived, 'me'],
        ]),
      ).get('x'),
    ).toEqual({ id: derived, present: true });
    expect(
      chooseIds(
        'me',
        'doses',
        ['x'],
        new Map([
          ['x', 'them'],
          [derived, 'third'],
        ]),
      ).get('x'),
    ).toBeNull();
  });

  it('names every repeated id by its path', () => {
    expect(duplicatePaths('entries', ['a', 'b', 'a', 'a'])).toEqual(['data.entries.2.id', 'data.entries.3.id']);
  });
});
