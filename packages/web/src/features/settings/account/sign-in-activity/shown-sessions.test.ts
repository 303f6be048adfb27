import { describe, expect, it } from 'vitest';
import { SESSIONS_SHOWN, shownSessions } from './shown-sessions';

const sessions = (count: number, currentAt: number) => Array.from({ length: count }, (_, i) => ({ id: i, current: i === currentAt }));

describe('shownSessions', () => {
  it('lists the ten most recently used', () => expect(shownSessions(sessions(25, 0), false).map((s) => s.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  it('keeps this device listed when it is further down', () => {
    const shown = shownSessions(sessions(25, 17), false);
    expect(shown).toHaveLength(SESSIONS_SHOWN);
    expect(shown.at(-1)).toEqual({ id: 17, current: true });
  });
  it('lists every login when asked, or when there are few', () => {
    expect(shownSessions(sessions(25, 3), true)).toHaveLength(25);
    expect(shownSessions(sessions(4, 3), false)).toHaveLength(4);
  });
});
