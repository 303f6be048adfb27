/**
 * Tracking Preferences: Save Changes at the top, the seven tabs (Notifications is push notifications and the
 * calendar feed, ../notifications/, which apply at once; the last two "Section Coming Soon"), edits kept in the draft
 * until saved, a reset per settings tab that restores its section
 * on the server and reloads, and the save and reset failure alerts in the contract's words. A failed load of the preferences shows an
 * error with Retry (there is nothing to edit without them).
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PREFERENCES_MESSAGES, type PreferenceSection, type Preferences } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-error';
import { preferencesQuery } from '@/lib/resources/preferences';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { CalendarFeed } from '../notifications/calendar-feed';
import { NotificationsTab } from '../notifications/notifications-tab';
import { DashboardTab } from './dashboard-tab';
import { EntryTab } from './entry-tab';
import { MetricsTab } from './metrics-tab';
import { draftIssues, isDirty, withSectionFrom } from './preference-draft-rules';
import { usePreferencesDraft } from './preferences-draft';
import { useResetPreferences, useSavePreferences } from './queries';
import type { TabProps } from './tab-props';
import { neighbourTab, sectionOfTab, TRACKING_TAB_LABELS, TRACKING_TABS, type TrackingTab } from './tracking-tabs';
import { UiTab } from './ui-tab';

type Outcome = { kind: 'saved' } | { kind: 'reset'; tab: TrackingTab } | { kind: 'saveFailed'; details: string[] } | { kind: 'resetFailed' } | null;

function TabBody({ tab, ...props }: TabProps & { tab: TrackingTab }) {
  switch (tab) {
    case 'metrics':
      return <MetricsTab {...props} />;
    case 'entry':
      return <EntryTab {...props} />;
    case 'ui':
      return <UiTab {...props} />;
    case 'dashboard':
      return <DashboardTab {...props} />;
    case 'notifications':
      return (
        <>
          <NotificationsTab />
          <CalendarFeed />
        </>
      );
    case 'ai':
    case 'integrations':
      return <EmptyState icon="settings" title="Section Coming Soon" text="This section is under development and will be available in a future update." />;
  }
}

export function TrackingPreferencesSection() {
  const saved = useQuery(preferencesQuery());
  // Nothing to edit without the saved preferences: until they load, the section is their load state.
  return (
    <QueryState query={saved} loading="Loading your preferences…" error="Your tracking preferences could not be loaded.">
      {(preferences) => <TrackingPreferencesEditor saved={preferences} />}
    </QueryState>
  );
}

function TrackingPreferencesEditor({ saved }: { saved: Preferences }) {
  const headingId = useId();
  const tabIds = useId();
  const { draft, setDraft, tab, setTab } = usePreferencesDraft();
  const save = useSavePreferences();
  const reset = useResetPreferences();
  const oneAtATime = useOneAtATime();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirmingReset, setConfirmingReset] = useState<PreferenceSection | null>(null);
  const tabButtons = useRef(new Map<TrackingTab, HTMLButtonElement>());

  const current: Preferences = draft ?? saved;
  const dirty = isDirty(current, saved);
  const issues = draftIssues(current);
  const section = sectionOfTab(tab);

  const update = (next: Preferences) => {
    setDraft(next);
    setOutcome(null);
  };

  function saveChanges() {
    void oneAtATime(async () => {
      try {
        await save.mutateAsync(current);
        setDraft(null);
        setOutcome({ kind: 'saved' });
      } catch (error) {
        setOutcome({ kind: 'saveFailed', details: error instanceof ApiError ? error.details.map((detail) => `${detail.path}: ${detail.message}`) : [] });
      }
    });
  }

  function resetSection(resetting: PreferenceSection) {
    setConfirmingReset(null);
    void oneAtATime(async () => {
      try {
        const afterReset = await reset.mutateAsync([resetting]);
        // Unsaved edits of the other tabs stay; this tab now shows the server's defaults.
        setDraft(draft === null ? null : withSectionFrom(draft, afterReset, resetting));
        setOutcome({ kind: 'reset', tab });
      } catch {
        setOutcome({ kind: 'resetFailed' });
      }
    });
  }

  const onTabKeyDown = (event: KeyboardEvent) => {
    const next = neighbourTab(tab, event.key);
    if (next === null) return;
    event.preventDefault();
    setTab(next);
    tabButtons.current.get(next)?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={headingId} className="text-lg font-semibold tracking-tight text-slate-900">
            Tracking Preferences
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {dirty ? 'You have unsaved changes.' : 'How New Entry, the Daily tab and the whole app work for you. Changes apply once saved.'}
          </p>
        </div>
        <Button onClick={saveChanges} disabled={!dirty || issues.size > 0} aria-disabled={save.isPending || undefined}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </header>

      {outcome?.kind === 'saved' ? <Alert tone="success">Preferences saved.</Alert> : null}
      {outcome?.kind === 'reset' ? <Alert tone="success">{TRACKING_TAB_LABELS[outcome.tab]} are back to their defaults.</Alert> : null}
      {outcome?.kind === 'saveFailed' ? (
        <Alert tone="error" details={outcome.details}>
          {PREFERENCES_MESSAGES.saveFailed}
        </Alert>
      ) : null}
      {outcome?.kind === 'resetFailed' ? <Alert tone="error">{PREFERENCES_MESSAGES.resetFailed}</Alert> : null}

      <div
        role="tablist"
        aria-label="Tracking preference sections"
        onKeyDown={onTabKeyDown}
        className="-mx-1 flex flex-wrap gap-1 border-b border-slate-200 px-1 pb-3"
      >
        {TRACKING_TABS.map((item) => {
          const selected = item === tab;
          return (
            <button
              key={item}
              ref={(element) => {
                if (element) tabButtons.current.set(item, element);
                else tabButtons.current.delete(item);
              }}
              type="button"
              role="tab"
              id={`${tabIds}-${item}`}
              aria-selected={selected}
              aria-controls={`${tabIds}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(item)}
              className={
                'min-h-10 rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
                (selected ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')
              }
            >
              {TRACKING_TAB_LABELS[item]}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`${tabIds}-panel`} aria-labelledby={`${tabIds}-${tab}`} className="flex flex-col gap-6">
        <TabBody tab={tab} draft={current} update={update} issues={issues} />
        {section !== null ? (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
            <Button variant="secondary" onClick={() => setConfirmingReset(section)} aria-disabled={reset.isPending || undefined}>
              {reset.isPending ? <Spinner /> : null}
              Reset {TRACKING_TAB_LABELS[tab]} to defaults
            </Button>
          </div>
        ) : null}
      </div>

      {confirmingReset !== null ? (
        <ConfirmDialog
          title={`Reset ${TRACKING_TAB_LABELS[tab]}?`}
          confirmLabel="Reset to defaults"
          cancelLabel="Keep my settings"
          tone="primary"
          onConfirm={() => resetSection(confirmingReset)}
          onCancel={() => setConfirmingReset(null)}
        >
          <p>The settings of this tab go back to their defaults and are saved at once. Your other tabs are not changed.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
