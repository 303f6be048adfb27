/**
 * The one place that says what a change makes stale. A mutation names the resources it writes
 * (`touches: ['doses']`); every query of those resources goes stale, and so does every read built from them
 * (DERIVED_READS). No feature needs to know another feature's keys.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys, type Resource } from './query-keys';

interface DerivedRead {
  key: QueryKey;
  /** The resources the server builds this read from, besides its own. */
  readsFrom: readonly Resource[];
}

const DERIVED_READS: readonly DerivedRead[] = [
  // Each item shows its remaining supply and dose count; deleting an item deletes its doses.
  { key: queryKeys.substances.lists, readsFrom: ['doses'] },
  { key: queryKeys.substances.loggable, readsFrom: ['doses'] },
  { key: ['doses'], readsFrom: ['substances'] },
  // A substance's run-out forecast reads its schedule (or its recent doses, above).
  { key: queryKeys.substances.lists, readsFrom: ['schedules'] },
  // Deleting a substance deletes its schedule.
  { key: ['schedules'], readsFrom: ['substances'] },
  // A day's scheduled doses are settled by doses (a take logs one, a dose logged by hand settles its occurrence).
  { key: ['reminders'], readsFrom: ['doses', 'schedules', 'substances'] },
  // Adherence counts the scheduled doses and what settled them.
  { key: ['adherence'], readsFrom: ['doses', 'schedules', 'substances', 'reminders'] },
  // The checks and the report run over the inventory; the name boxes mark names already in it.
  { key: ['interactions'], readsFrom: ['substances'] },
  { key: ['names'], readsFrom: ['substances'] },
  // Today's counts: doses (deleting an item deletes its doses), focus sessions with their time, entries.
  { key: queryKeys.daily.summary, readsFrom: ['doses', 'sessions', 'entries', 'substances'] },
  // The insight compares the last two weeks' entries on days with and without a focus session.
  { key: queryKeys.daily.insight, readsFrom: ['sessions', 'entries'] },
  // Analytics are computed from every record (Effects by the hour from doses, sessions and entries); the ailment
  // analysis reads the condition's metrics too.
  { key: ['analytics'], readsFrom: ['doses', 'sessions', 'entries', 'substances', 'aids', 'conditions'] },
  // Factor effects (contract's factor-effects) are computed from the factors' values beside the ratings.
  { key: ['analytics'], readsFrom: ['factors'] },
  // Analytics withholds the estimates of a substance whose experiment runs: planning, editing or stopping one changes that.
  { key: ['analytics'], readsFrom: ['experiments'] },
  // An experiment's days show what was taken and rated (doses, entries); its substance's name comes from the inventory.
  { key: ['experiments'], readsFrom: ['doses', 'entries', 'substances'] },
  { key: ['history'], readsFrom: ['doses', 'sessions', 'entries', 'substances', 'aids'] },
  // A goal's progress is the mean of its metric over recent entries; a goal shows its condition's name, and
  // deleting a custom condition unlinks the goals that named it.
  { key: queryKeys.goals.list, readsFrom: ['entries', 'conditions'] },
  // A substance's research is matched through its name and ingredients; a deleted custom condition has none.
  { key: ['research'], readsFrom: ['substances', 'conditions'] },
  // The clinician report reads the inventory, doses, entries (ratings, tags), schedules and their marks, experiments and factors.
  { key: ['reports'], readsFrom: ['doses', 'entries', 'substances', 'schedules', 'reminders', 'experiments', 'factors', 'moodTags'] },
  // Usage statistics count entries, substances, doses and sessions.
  { key: queryKeys.settings.usageStats, readsFrom: ['doses', 'sessions', 'entries', 'substances'] },
];

/** The query keys a change to `touched` makes stale: each resource's own keys, then the reads built from them. */
export function staleKeys(touched: readonly Resource[]): QueryKey[] {
  const own: QueryKey[] = touched.map((resource) => [resource]);
  const derived = DERIVED_READS.filter((read) => read.readsFrom.some((resource) => touched.includes(resource))).map((read) => read.key);
  return [...own, ...derived];
}

export interface InvalidateOptions {
  /**
   * Refetch at once only these (awaited); everything else stale is reloaded when next shown. Without it,
   * every stale query on screen reloads at once.
   */
  reloadNow?: readonly QueryKey[];
}

/** Marks stale what a change to `touched` affects; resolves once the reloads it started have finished. */
export async function invalidateTouched(queryClient: QueryClient, touched: readonly Resource[], options: InvalidateOptions = {}): Promise<void> {
  const keys = staleKeys(touched);
  if (options.reloadNow === undefined) {
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return;
  }
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })));
  await Promise.all(options.reloadNow.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Reloads every query of these resources on screen (and marks the rest stale), e.g. when the day changes. */
export async function invalidateResources(queryClient: QueryClient, resources: readonly Resource[]): Promise<void> {
  await Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })));
}
