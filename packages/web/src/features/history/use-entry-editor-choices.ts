/**
 * What the History entry editor offers to pick: the user's substances and active focus aids (plus those the entry
 * already names, in case the lists have not loaded), and the focus sessions of the entry's day to link.
 */
import { useQuery } from '@tanstack/react-query';
import type { Entry, FocusSession } from '@wellness/contract';
import { formatClockTime } from '@/lib/date-format';
import { aidListsQuery } from '@/lib/resources/aids';
import { daySessionsQuery } from '@/lib/resources/history';
import { substanceListQuery } from '@/lib/resources/substances';
import type { EditorValues } from './entry-editor-values';
import { sessionTypeLabel } from './time-format';

const COLLECTIONS = ['supplements', 'prescriptions', 'otc-medications'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function sessionOptionLabel(session: FocusSession): string {
  const state = session.isActive ? ', running' : '';
  return `${sessionTypeLabel(session.type)} at ${formatClockTime(session.startTime)}, ${Math.round(session.duration / 60)} min${state}`;
}

export function useEntryEditorChoices(entry: Entry | null, values: EditorValues) {
  const [supplements, prescriptions, otc] = [
    useQuery(substanceListQuery(COLLECTIONS[0])),
    useQuery(substanceListQuery(COLLECTIONS[1])),
    useQuery(substanceListQuery(COLLECTIONS[2])),
  ];
  const aids = useQuery(aidListsQuery());
  const daySessions = useQuery({ ...daySessionsQuery(values.date), enabled: ISO_DAY.test(values.date) });
  const substances = [...(supplements.data ?? []), ...(prescriptions.data ?? []), ...(otc.data ?? [])];

  // Names of what the entry already lists, in case the lists have not loaded.
  const knownNames = new Map(entry?.supplements.map((s) => [s.supplementId, s.supplement.name]) ?? []);
  for (const s of substances) knownNames.set(s.id, s.brand ? `${s.name} · ${s.brand}` : s.name);
  const aidNames = new Map(entry?.focusAids.map((a) => [a.focusAidId, a.tool]) ?? []);
  for (const aid of aids.data?.all ?? []) if (aid.isActive || values.focusAidIds.includes(aid.id)) aidNames.set(aid.id, { icon: aid.icon, name: aid.name });

  // The sessions of the entry's day to link, plus the one already linked should it be on another day.
  const sessionOptions = [{ value: '', label: 'No session' }];
  for (const session of daySessions.data?.sessions ?? []) sessionOptions.push({ value: session.id, label: sessionOptionLabel(session) });
  if (values.sessionId !== null && !sessionOptions.some((option) => option.value === values.sessionId)) {
    const linked = entry?.session?.id === values.sessionId ? entry.session : null;
    sessionOptions.push({
      value: values.sessionId,
      label: linked ? `${sessionTypeLabel(linked.type)}, ${Math.round(linked.duration / 60)} min (linked)` : 'The linked session',
    });
  }

  return { substanceNames: knownNames, aidNames, sessionOptions, sessionsFailed: daySessions.isError };
}
