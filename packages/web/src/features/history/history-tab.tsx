/** The History tab until entry history lands: what it will list, and that there are no entries yet. */
import { ENTRY_MESSAGES } from '@wellness/contract';
import { TabPlaceholder } from '../../components/tab-placeholder';

export function HistoryTab() {
  return (
    <TabPlaceholder
      headingId="tab-heading"
      icon="history"
      title="Entry history"
      purpose="Your past entries grouped by day, newest first, with filters for entry type, date range, text and mood tags."
      emptyTitle={ENTRY_MESSAGES.noEntries}
      emptyText="Nothing is tracked yet. Entries you save will be listed here."
    />
  );
}
