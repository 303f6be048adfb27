/**
 * The signed-in app: header, the five tabs with Daily as default, and the help assistant; the
 * document title, which also carries a running focus session's countdown and announces its planned end.
 */
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { APP_TITLE, TAB_LABELS } from '@wellness/contract';
import { AssistantProvider } from '../features/assistant/assistant-provider';
import { DocumentTitle } from './document-title';
import { ShellHeader } from './shell-header';
import { TabContent } from './tab-content';
import { TabNav } from './tab-nav';
import { useConditionsOnTabLoad } from './use-conditions-on-tab-load';
import { useCurrentTab } from '../lib/use-current-tab';
import { LoadingSpinner } from '../components/spinner';
import { confirmMoving, useAskBeforeHistoryMoves } from '../lib/unsaved-changes';
import { pathForTab } from '../lib/tab-paths';
import { useAppliedAppearance, useLandingTab } from './use-preferences-effects';
import { MAIN_PLACE } from '../lib/shell-layout';
import { createQueryClient } from '../lib/query-client';
import { setDateFormatPreference, setTimeFormatPreference, setTimeZonePreference, timeZonePreference } from '../lib/date-format';
import { rememberedTimeZone, rememberTimeZone } from '../lib/remembered-zone';
import { useProfileTimeZone, useRegionalSettings } from '../lib/regional';
import { setMeasurementUnitsPreference } from '../lib/amount-format';

/**
 * The query cache lives exactly as long as the signed-in shell: created when a user signs in, dropped when the
 * session ends (the shell unmounts), so nothing cached for one user can be shown to the next.
 */
export function AppShell() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => () => queryClient.clear(), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInApp />
    </QueryClientProvider>
  );
}

/**
 * Keeps the profile's zone for the next load once the profile has answered (only when it is not the device's own:
 * timeZonePreference is then undefined), and forgets it when the session ends.
 */
function useRememberedZone(profileZone: string | null): void {
  useEffect(() => {
    if (profileZone === null) return;
    const zone = timeZonePreference() ?? null;
    // Written only when it changes: a load that finds it as it was writes nothing.
    if (rememberedTimeZone() !== zone) rememberTimeZone(zone);
  }, [profileZone]);
  useEffect(() => () => rememberTimeZone(null), []);
}

function SignedInApp() {
  const { tab, section, selectTab } = useCurrentTab();
  useAskBeforeHistoryMoves();
  const here = pathForTab(tab, section);
  useConditionsOnTabLoad(tab);
  useAppliedAppearance();
  const waitingForLandingTab = useLandingTab();
  // Before the tabs render, so every date, time and amount they show follows the user's date format, clock, time
  // zone and measurement units; a change of the profile re-renders the shell and with it the tabs.
  const regional = useRegionalSettings();
  const profileZone = useProfileTimeZone();
  const [rememberedZone] = useState(rememberedTimeZone);
  setTimeZonePreference(profileZone ?? rememberedZone);
  useRememberedZone(profileZone);
  setDateFormatPreference(regional.dateFormat);
  setTimeFormatPreference(regional.timeFormat);
  setMeasurementUnitsPreference(regional.measurementUnits);

  return (
    <AssistantProvider
      context={tab}
      onNavigate={(target) => confirmMoving(here, pathForTab(target.tab, target.section)) && selectTab(target.tab, target.section, target.search ?? '')}
    >
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-teal-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus-visible:outline-3 focus-visible:outline-teal-600"
        >
          Skip to content
        </a>
        <DocumentTitle base={`${TAB_LABELS[tab]} · ${APP_TITLE}`} />
        <ShellHeader />
        <TabNav current={tab} onSelect={(next) => next !== tab && confirmMoving(here, pathForTab(next)) && selectTab(next)} />
        <main id="main" tabIndex={-1} className={`mx-auto w-full max-w-5xl flex-1 focus:outline-none ${MAIN_PLACE}`}>
          {waitingForLandingTab ? (
            <p role="status" className="flex items-center gap-2 text-slate-600">
              <LoadingSpinner />
              Loading…
            </p>
          ) : (
            <TabContent
              key={tab}
              tab={tab}
              section={section}
              regional={`${timeZonePreference() ?? ''} ${regional.dateFormat} ${regional.timeFormat} ${regional.measurementUnits}`}
            />
          )}
        </main>
      </div>
    </AssistantProvider>
  );
}
