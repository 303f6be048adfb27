import { describe, expect, it } from 'vitest';
import { experimentsHref, experimentsRouteFromSearch, type ExperimentsRoute } from './experiment-links';

describe('experiment links', () => {
  it('writes each route into the Analytics tab’s experiments section and reads it back', () => {
    const routes: ExperimentsRoute[] = [
      { kind: 'list' },
      { kind: 'plan', substanceId: null },
      { kind: 'plan', substanceId: 's 1' },
      { kind: 'detail', id: 'e1' },
      { kind: 'edit', id: 'e1' },
      { kind: 'report', id: 'e1' },
    ];
    for (const route of routes) {
      const href = experimentsHref(route);
      expect(href.startsWith('/analytics/experiments')).toBe(true);
      expect(experimentsRouteFromSearch(href.slice('/analytics/experiments'.length))).toEqual(route);
    }
    expect(experimentsHref({ kind: 'report', id: 'e1' })).toBe('/analytics/experiments?id=e1&view=report');
  });

  it('falls back to the list for an unknown query', () => {
    expect(experimentsRouteFromSearch('?view=report')).toEqual({ kind: 'list' });
    expect(experimentsRouteFromSearch('')).toEqual({ kind: 'list' });
  });
});
