/**
 * Where the Experiments view lives: a section of the Analytics tab, /analytics/experiments, with the one experiment, its
 * report or a new plan in the query (`?id=…`, `?id=…&view=report`, `?plan=<substance id>`), so each survives a reload.
 * The substance card, the Daily tab's instruction and the assistant build their links here.
 */
export const EXPERIMENTS_SECTION = 'experiments';
export const EXPERIMENTS_PATH = `/analytics/${EXPERIMENTS_SECTION}`;

export type ExperimentsRoute =
  | { kind: 'list' }
  /** A new plan, for a substance already chosen (the substance card) or none yet. */
  | { kind: 'plan'; substanceId: string | null }
  | { kind: 'detail'; id: string }
  | { kind: 'edit'; id: string }
  | { kind: 'report'; id: string };

/** The query of a route (the path is always EXPERIMENTS_PATH). */
export function experimentsSearch(route: ExperimentsRoute): string {
  const params = new URLSearchParams();
  switch (route.kind) {
    case 'list':
      break;
    case 'plan':
      params.set('plan', route.substanceId ?? '');
      break;
    case 'detail':
      params.set('id', route.id);
      break;
    case 'edit':
    case 'report':
      params.set('id', route.id);
      params.set('view', route.kind);
      break;
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

export function experimentsHref(route: ExperimentsRoute): string {
  return EXPERIMENTS_PATH + experimentsSearch(route);
}

/** The route a query names; anything unknown is the list. */
export function experimentsRouteFromSearch(search: string): ExperimentsRoute {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (id !== null && id !== '') {
    const view = params.get('view');
    if (view === 'report') return { kind: 'report', id };
    if (view === 'edit') return { kind: 'edit', id };
    return { kind: 'detail', id };
  }
  const plan = params.get('plan');
  if (plan !== null) return { kind: 'plan', substanceId: plan === '' ? null : plan };
  return { kind: 'list' };
}
