/**
 * The shortcuts the user picked in Tracking Preferences › Dashboard, each doing what
 * it says: the three Daily ones scroll to their section and move the focus there (quick entry to the first
 * slider or field of New Entry); View analytics and Export data open their tab. No shortcuts picked, no bar.
 */
import { useQuery } from '@tanstack/react-query';
import { QUICK_ACTION_LABELS, type QuickAction } from '@wellness/contract';
import { Button } from '@/components/button';
import { preferencesQuery } from '@/lib/resources/preferences';
import { useCurrentTab } from '@/lib/use-current-tab';
import { DAILY_ANCHORS } from './daily-anchors';

const SECTION_OF: Partial<Record<QuickAction, string>> = {
  'quick-entry': DAILY_ANCHORS.newEntry,
  'supplement-dose': DAILY_ANCHORS.supplements,
  'focus-session': DAILY_ANCHORS.focusSession,
};

function jumpTo(sectionId: string, focusField: boolean): void {
  const section = document.getElementById(sectionId);
  if (section === null) return;
  const motion = document.documentElement.dataset['motion'] === 'off' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: motion ? 'auto' : 'smooth', block: 'start' });
  const field = focusField ? section.querySelector<HTMLElement>('input, textarea') : null;
  (field ?? section).focus({ preventScroll: true });
}

export function QuickActions() {
  const { data } = useQuery(preferencesQuery());
  const { selectTab } = useCurrentTab();
  const actions = data?.quickActions ?? [];
  if (actions.length === 0) return null;

  function run(action: QuickAction) {
    const sectionId = SECTION_OF[action];
    if (sectionId !== undefined) jumpTo(sectionId, action === 'quick-entry');
    else if (action === 'view-analytics') selectTab('analytics');
    else selectTab('settings', 'account');
  }

  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-2" data-testid="quick-actions">
      {actions.map((action) => (
        <Button key={action} variant="secondary" onClick={() => run(action)}>
          {QUICK_ACTION_LABELS[action]}
        </Button>
      ))}
    </nav>
  );
}
