/**
 * The Account & Data sub-tab: Account Statistics, Profile, Regional settings, Data Export, FHIR (for clinics), Import,
 * Import from another app, Data Management with its Danger Zone, Sign-in activity and About. If the profile or the statistics cannot load,
 * 'Failed to load settings data' with a Retry button stands in for the cards that need them.
 */
import { ACCOUNT_MESSAGES } from '@wellness/contract';
import { loadBoth, QueryState } from '@/components/query-state';
import { AboutCard } from './about-card';
import { AccountStatsCard } from './account-stats-card';
import { DangerZoneCard } from './danger-zone-card';
import { ExportCard } from './export-card';
import { FhirExportCard } from './fhir-export-card';
import { ImportCard } from './import-card';
import { TrackerImportCard } from './tracker-import/tracker-import-card';
import { ProfileCard } from './profile-card';
import { useProfile, useUsageStats } from './queries';
import { RegionalCard } from './regional-card';
import { SignInActivityCard } from './sign-in-activity/sign-in-activity-card';

export function AccountDataSection() {
  const profile = useProfile();
  const stats = useUsageStats();
  const account = loadBoth(profile, stats, (loadedProfile, loadedStats) => ({ profile: loadedProfile, stats: loadedStats }));

  return (
    <div className="flex flex-col gap-6">
      <QueryState query={account} loading="Loading your account…" error={ACCOUNT_MESSAGES.loadFailed}>
        {(data) => (
          <>
            <AccountStatsCard stats={data.stats} />
            <ProfileCard profile={data.profile} />
            <RegionalCard profile={data.profile} />
          </>
        )}
      </QueryState>
      <ExportCard />
      <FhirExportCard />
      <ImportCard />
      <TrackerImportCard />
      <DangerZoneCard />
      <SignInActivityCard />
      <AboutCard />
    </div>
  );
}
