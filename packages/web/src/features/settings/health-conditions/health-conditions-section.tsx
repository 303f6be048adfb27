/**
 * Settings › Health Conditions & Goals as a column of cards: Currently Tracking, then
 * the goals with their progress, then Available Conditions with the category chips and Create Custom Condition.
 * The catalog is long, so it comes last: what the user tracks and aims for stays at the top.
 */
import { AvailableConditionsCard } from './available-conditions-card';
import { GoalsCard } from './goals/goals-card';
import { TrackedConditionsCard } from './tracked-conditions-card';

export function HealthConditionsSection() {
  return (
    <div className="flex flex-col gap-6">
      <TrackedConditionsCard />
      <GoalsCard />
      <AvailableConditionsCard />
    </div>
  );
}
