import { describe, expect, it } from 'vitest';
import {
  dosedSince,
  hasPicks,
  NO_PICKS,
  parsePicksDraft,
  picksAfterSave,
  tickedSupplements,
  toggleFocusAidPick,
  toggleSupplementPick,
  worthKeeping,
} from './picks';

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

  it('ticks only doses logged after the last saved entry', () => {
    const latest = new Map([
      ['adderall', '2026-11-24T14:38:00.000Z'],
      ['omega', '2026-11-24T08:00:00.000Z'],
    ]);
    expect([...dosedSince(latest, null)]).toEqual(['adderall', 'omega']);
    expect([...dosedSince(latest, '2026-11-24T12:00:00.000Z')]).toEqual(['adderall']);
    const saved = picksAfterSave(new Date('2026-11-24T15:00:00.000Z'));
    expect(saved).toEqual({ ...NO_PICKS, since: '2026-11-24T15:00:00.000Z' });
    expect([...dosedSince(latest, saved.since)]).toEqual([]);
    expect(hasPicks(saved)).toBe(false);
    expect(worthKeeping(saved)).toBe(true);
    expect(worthKeeping(NO_PICKS)).toBe(false);
  });

  it('toggles focus aids', () => {
    const one = toggleFocusAidPick(NO_PICKS, 'walk');
    expect(one.focusAids).toEqual(['walk']);
    expect(toggleFocusAidPick(one, 'walk').focusAids).toEqual([]);
  });

  it('reads back a stored draft and refuses anything malformed', () => {
    expect(parsePicksDraft({ chosen: ['a'], unticked: [], focusAids: ['b'] })).toEqual({ chosen: ['a'], unticked: [], focusAids: ['b'], since: null });
    expect(parsePicksDraft({ ...NO_PICKS, since: '2026-11-24T10:00:00.000Z' })?.since).toBe('2026-11-24T10:00:00.000Z');
    expect(parsePicksDraft({ ...NO_PICKS, since: 'yesterday' })).toBeNull();
    expect(parsePicksDraft({ chosen: 'a', unticked: [], focusAids: [] })).toBeNull();
    expect(parsePicksDraft({ chosen: [1], unticked: [], focusAids: [] })).toBeNull();
    expect(parsePicksDraft({ chosen: Array.from({ length: 201 }, (_, i) => `id${i}`), unticked: [], focusAids: [] })).toBeNull();
    expect(parsePicksDraft(null)).toBeNull();
  });
});
