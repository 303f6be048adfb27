/**
 * The Settings tab: five sub-tabs, the chosen one in the URL (/settings/<section>, none for the
 * default): Personalization, Health Conditions & Goals, Tracking Preferences, Account & Data (Sign-in activity) and
 * Help & Guides.
 */
import { useCurrentTab } from '@/lib/use-current-tab';
import { AccountDataSection } from './account/account-data-section';
import { HealthConditionsSection } from './health-conditions/health-conditions-section';
import { HelpGuidesSection } from './help/help-guides-section';
import { PersonalizationSection } from './personalization/personalization-section';
import { PreferencesDraftProvider } from './tracking/preferences-draft';
import { TrackingPreferencesSection } from './tracking/tracking-preferences-section';
import { YourFactorsCard } from './tracking/your-factors-card';
import { YourMoodTagsCard } from './tracking/your-mood-tags-card';
import { pathSectionFor, settingsSectionFromPath, type SettingsSection } from './settings-sections';
import { SETTINGS_PANEL_ID, settingsTabId, SettingsSubNav } from './settings-sub-nav';
import { confirmLeavingSection } from '@/lib/unsaved-changes';

function SectionContent({ section, onOpenSection }: { section: SettingsSection; onOpenSection: (section: SettingsSection) => void }) {
  switch (section) {
    case 'personalization':
      return <PersonalizationSection onOpenSection={onOpenSection} />;
    case 'health-conditions':
      return <HealthConditionsSection />;
    case 'account':
      return <AccountDataSection />;
    case 'help':
      return <HelpGuidesSection />;
    case 'tracking':
      // The factors and mood tags apply at once, so they sit beside the preferences rather than in their draft.
      return (
        <div className="flex flex-col gap-6">
          <TrackingPreferencesSection />
          <YourFactorsCard />
          <YourMoodTagsCard />
        </div>
      );
  }
}

export function SettingsTab({ section }: { section: string | null }) {
  const { selectTab } = useCurrentTab();
  const current = settingsSectionFromPath(section);
  // A switch to another sub-tab drops the edits of the card being left (Profile, Regional): it asks first.
  const open = (next: SettingsSection): boolean => {
    if (next !== current && !confirmLeavingSection()) return false;
    selectTab('settings', pathSectionFor(next));
    return true;
  };
  /** From a link inside a sub-tab (the quick start): the button that was pressed is gone, so focus moves to the sub-tab opened. */
  const openFromContent = (next: SettingsSection) => {
    if (!open(next)) return;
    requestAnimationFrame(() => document.getElementById(settingsTabId(next))?.focus());
  };
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
        <SettingsSubNav current={current} onSelect={open} />
        <div
          role="tabpanel"
          id={SETTINGS_PANEL_ID}
          aria-labelledby={settingsTabId(current)}
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
        >
          <SectionContent key={current} section={current} onOpenSection={openFromContent} />
        </div>
      </section>
    </PreferencesDraftProvider>
  );
}
