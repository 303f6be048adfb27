import { describe, expect, it } from 'vitest';
import { hasPicks, NO_PICKS, parsePicksDraft, tickedSupplements, toggleFocusAidPick, toggleSupplementPick } from './picks';

describe('entry picks', () => {
  const dosed = new Set(['adderall']);

  it('ticks the supplements dosed today before the user touches anything', () => {
    expect(tickedSupplements(NO_PICKS, dosed)).toEqual(['adderall']);
    expect(hasPicks(NO_PICKS)).toBe(false);
  });

  it('keeps a dosed supplement unticked once the user unticks it, and ticks it again on request', () => {
    const unticked = toggleSupplementPick(NO_PICKS, 'adderall', dosed);
    expect(tickedSupplements(unticked, dosed)).toEqual([]);
    expect(hasPicks(unticked)).toBe(true);
    const again = toggleSupplementPick(unticked, 'adderall', dosed);
    expect(tickedSupplements(again, dosed)).toEqual(['adderall']);
    expect(again).toEqual(NO_PICKS);
  });

  it('adds and removes supplements without a dose, chosen first, each once', () => {
    const chosen = toggleSupplementPick(NO_PICKS, 'omega', dosed);
    expect(tickedSupplements(chosen, dosed)).toEqual(['omega', 'adderall']);
    expect(tickedSupplements(toggleSupplementPick(chosen, 'omega', dosed), dosed)).toEqual(['adderall']);
    // A supplement chosen and then dosed is listed once.
    expect(tickedSupplements(chosen, new Set(['omega']))).toEqual(['omega']);
  });

  it('toggles focus aids', () => {
    const one = toggleFocusAidPick(NO_PICKS, 'walk');
    expect(one.focusAids).toEqual(['walk']);
    expect(toggleFocusAidPick(one, 'walk').focusAids).toEqual([]);
  });

  it('reads back a stored draft and refuses anything malformed', () => {
    expect(parsePicksDraft({ chosen: ['a'], unticked: [], focusAids: ['b'] })).toEqual({ chosen: ['a'], unticked: [], focusAids: ['b'] });
    expect(parsePicksDraft({ chosen: 'a', unticked: [], focusAids: [] })).toBeNull();
    expect(parsePicksDraft({ chosen: [1], unticked: [], focusAids: [] })).toBeNull();
    expect(parsePicksDraft({ chosen: Array.from({ length: 201 }, (_, i) => `id${i}`), unticked: [], focusAids: [] })).toBeNull();
    expect(parsePicksDraft(null)).toBeNull();
  });
});
