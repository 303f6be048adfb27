/**
 * The Settings tab (part 2 §2.3): five sub-tabs, the chosen one in the URL (/settings/<section>, none for the
 * default). Account & Data holds Sign-in activity; the others say plainly that they are not available yet.
 */
import { useCurrentTab } from '../../lib/use-current-tab';
import { AccountDataSection } from './account/account-data-section';
import { EmptyState } from '../../components/empty-state';
import { HelpGuidesSection } from './help/help-guides-section';
import { PreferencesDraftProvider } from './tracking/preferences-draft';
import { TrackingPreferencesSection } from './tracking/tracking-preferences-section';
import { pathSectionFor, settingsSectionFromPath, type SettingsSection } from './settings-sections';
import { SETTINGS_PANEL_ID, settingsTabId, SettingsSubNav } from './settings-sub-nav';

function SectionContent({ section }: { section: SettingsSection }) {
  switch (section) {
    case 'account':
      return <AccountDataSection />;
    case 'help':
      return <HelpGuidesSection />;
    case 'tracking':
      return <TrackingPreferencesSection />;
    case 'personalization':
    case 'health-conditions':
      return (
        <EmptyState icon="settings" title="No settings to change yet" text="Nothing is tracked yet, and these settings are not available in this version." />
      );
  }
}

export function SettingsTab({ section }: { section: string | null }) {
  const { selectTab } = useCurrentTab();
  const current = settingsSectionFromPath(section);
  return (
    // The preferences draft lives above the sub-tabs, so switching sub-tabs keeps unsaved edits.
    <PreferencesDraftProvider>
      <section aria-labelledby="tab-heading" className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
            Settings
          </h2>
          <p className="max-w-2xl text-base text-slate-600">
            Personalization, the health conditions and goals you track, tracking preferences, your account and data export, and the help guides.
          </p>
        </header>
        <SettingsSubNav current={current} onSelect={(next) => selectTab('settings', pathSectionFor(next))} />
        <div
          role="tabpanel"
          id={SETTINGS_PANEL_ID}
          aria-labelledby={settingsTabId(current)}
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
        >
          <SectionContent key={current} section={current} />
        </div>
      </section>
    </PreferencesDraftProvider>
  );
}
