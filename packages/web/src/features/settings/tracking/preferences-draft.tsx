/**
 * The Tracking Preferences draft (edits stay local until Save Changes), held above the
 * Settings sub-tabs so switching to another sub-tab and back keeps it, with the inner tab last shown. While the
 * draft differs from what is saved, leaving the app's tab or the page asks first (lib/unsaved-changes.ts).
 */
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@wellness/contract';
import { preferencesQuery } from '@/lib/resources/preferences';
import { setUnsavedChanges } from '@/lib/unsaved-changes';
import { isDirty } from './preference-draft-rules';
import type { TrackingTab } from './tracking-tabs';

interface DraftValue {
  /** The edits not saved yet; null while there are none. */
  draft: Preferences | null;
  setDraft: (draft: Preferences | null) => void;
  tab: TrackingTab;
  setTab: (tab: TrackingTab) => void;
}

const DraftContext = createContext<DraftValue | null>(null);
/** The name the question uses (lib/unsaved-changes.ts). */
const OWNER = 'Tracking Preferences';

export function PreferencesDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [tab, setTab] = useState<TrackingTab>('metrics');
  const saved = useQuery(preferencesQuery()).data;
  const unsaved = draft !== null && saved !== undefined && isDirty(draft, saved);

  useEffect(() => {
    setUnsavedChanges(OWNER, unsaved, { keptAcrossSections: true });
  }, [unsaved]);
  useEffect(() => () => setUnsavedChanges(OWNER, false), []);

  const value = useMemo(() => ({ draft, setDraft, tab, setTab }), [draft, tab]);
  return <DraftContext value={value}>{children}</DraftContext>;
}

export function usePreferencesDraft(): DraftValue {
  const value = use(DraftContext);
  if (value === null) throw new Error('usePreferencesDraft must be used inside <PreferencesDraftProvider>');
  return value;
}
