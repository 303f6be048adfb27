/**
 * The Account & Data sub-tab (part 2 §2.3): Account Statistics, Profile, Regional settings, Data Export, Import,
 * Data Management with its Danger Zone, Sign-in activity and About. If the profile or the statistics cannot load,
 * 'Failed to load settings data' with a Retry button stands in for the cards that need them.
 */
import { ACCOUNT_MESSAGES } from '@wellness/contract';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { AboutCard } from './about-card';
import { AccountStatsCard } from './account-stats-card';
import { DangerZoneCard } from './danger-zone-card';
import { ExportCard } from './export-card';
import { ImportCard } from './import-card';
import { ProfileCard } from './profile-card';
import { useProfile, useUsageStats } from './queries';
import { RegionalCard } from './regional-card';
import { SignInActivityCard } from './sign-in-activity/sign-in-activity-card';

export function AccountDataSection() {
  const profile = useProfile();
  const stats = useUsageStats();
  const failed = profile.isError || stats.isError;

  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{ACCOUNT_MESSAGES.loadFailed}</Alert>
          <Button
            variant="secondary"
            onClick={() => {
              void profile.refetch();
              void stats.refetch();
            }}
          >
            Retry
          </Button>
        </div>
      ) : profile.data === undefined || stats.data === undefined ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner />
          Loading your account…
        </p>
      ) : (
        <>
          <AccountStatsCard stats={stats.data} />
          <ProfileCard profile={profile.data} />
          <RegionalCard profile={profile.data} />
        </>
      )}
      <ExportCard />
      <ImportCard />
      <DangerZoneCard />
      <SignInActivityCard />
      <AboutCard />
    </div>
  );
}
