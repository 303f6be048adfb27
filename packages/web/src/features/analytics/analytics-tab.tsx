/** The Analytics tab until analytics land: what it will show, and that there is no data to analyse yet. */
import { TabPlaceholder } from '../../components/tab-placeholder';

export function AnalyticsTab() {
  return (
    <TabPlaceholder
      headingId="tab-heading"
      icon="analytics"
      title="Analytics"
      purpose="Your streak, focus time, productivity score, the focus aids that help most, weekly trends and how each supplement relates to your ratings, all computed from your own entries."
      emptyTitle="No analytics yet"
      emptyText="Nothing is tracked yet, so there is nothing to analyse. Analytics need a few days of entries."
    />
  );
}
