/**
 * The shortcuts the user picked in Tracking Preferences › Dashboard, each doing what
 * it says: the three Daily ones unfold their section if it is folded, scroll to it and move the focus there (quick
 * entry to the first slider or field of New Entry); View analytics and Export data open their tab. The bar sits in the
 * Today block (today/next-actions.tsx), after the Check-in link.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUICK_ACTION_LABELS, type QuickAction } from '@wellness/contract';
import { Button } from '@/components/button';
import { preferencesQuery } from '@/lib/resources/preferences';
import { useCurrentTab } from '@/lib/use-current-tab';
import { DAILY_ANCHORS } from './daily-anchors';
import { jumpToSection } from './jump-to-section';

const SECTION_OF: Partial<Record<QuickAction, string>> = {
  'quick-entry': DAILY_ANCHORS.newEntry,
  'supplement-dose': DAILY_ANCHORS.supplements,
  'focus-session': DAILY_ANCHORS.focusSession,
};

/** `children`: links of the Today block shown first in the bar (the check-in), there even without shortcuts. */
export function QuickActions({ children }: { children?: ReactNode }) {
  const { data } = useQuery(preferencesQuery());
  const { selectTab } = useCurrentTab();
  const actions = data?.quickActions ?? [];
  if (actions.length === 0 && children === undefined) return null;

  function run(action: QuickAction) {
    const sectionId = SECTION_OF[action];
    if (sectionId !== undefined) jumpToSection(sectionId, action === 'quick-entry');
    else if (action === 'view-analytics') selectTab('analytics');
    else selectTab('settings', 'account');
  }

  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-2" data-testid="quick-actions">
      {children}
      {actions.map((action) => (
        <Button key={action} variant="secondary" onClick={() => run(action)}>
          {QUICK_ACTION_LABELS[action]}
        </Button>
      ))}
    </nav>
  );
}
