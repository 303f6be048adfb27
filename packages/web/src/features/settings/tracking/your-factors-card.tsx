/**
 * Settings › Tracking Preferences › "Your factors": the factor manager (`domain/factors/`), the same one the Daily
 * tab's check-in card opens. Its changes apply at once, unlike the preferences above (docs/decisions.md).
 */
import { useId } from 'react';
import { FactorManager } from '@/domain/factors/factor-manager';
import { useDraftOwner } from '@/lib/draft-owner';
import { SettingsCard } from '../settings-card';

export function YourFactorsCard() {
  const headingId = useId();
  const owner = useDraftOwner();
  return (
    <SettingsCard
      headingId={headingId}
      title="Your factors"
      description="What you log each day in the Daily tab’s check-in: sleep, caffeine, exercise or your own. Changes apply at once."
    >
      <FactorManager owner={owner} />
    </SettingsCard>
  );
}
