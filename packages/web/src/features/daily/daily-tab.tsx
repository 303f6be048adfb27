/** The Daily tab until daily tracking lands: what it will hold, that nothing is tracked yet, and a way to learn how. */
import { Button } from '../../components/button';
import { TabPlaceholder } from '../../components/tab-placeholder';
import { useAssistant } from '../assistant/assistant-provider';

export function DailyTab() {
  const { openAssistant } = useAssistant();
  return (
    <div className="flex flex-col gap-4">
      <TabPlaceholder
        headingId="tab-heading"
        icon="daily"
        title="Daily tracking"
        purpose="Today at a glance: your summary, dose logging for your substances, focus aids, a focus-session timer and the daily entry where you rate how the day went."
        emptyTitle="Nothing tracked today"
        emptyText="You have not logged any doses, focus sessions or entries yet."
      />
      <div>
        <Button variant="link" onClick={() => openAssistant('How do I track my doses?')}>
          Ask the help assistant how tracking works
        </Button>
      </div>
    </div>
  );
}
