/**
 * The Account & Data sub-tab (part 2 §2.3): a column of cards. Sign-in activity is the first; profile,
 * regional settings, data export and the danger zone join it here as they are built, each its own card.
 */
import { SignInActivityCard } from './sign-in-activity/sign-in-activity-card';

export function AccountDataSection() {
  return (
    <div className="flex flex-col gap-6">
      <SignInActivityCard />
    </div>
  );
}
