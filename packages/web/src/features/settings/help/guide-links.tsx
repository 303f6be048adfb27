/** Links a guide uses: to one of the app's tabs, and to another guide (focus moves to that guide's title). */
import { TAB_LABELS, type Tab } from '@wellness/contract';
import { HELP_GUIDES, pathForGuide, type GuideId } from './help-guides';
import { InAppLink } from './in-app-link';

/** The id of the open guide's title, where focus goes when a guide links to another. */
export const GUIDE_TITLE_ID = 'help-guide-title';

export function TabLink({ tab }: { tab: Tab }) {
  return <InAppLink href={`/${tab}`}>{`${TAB_LABELS[tab]} tab`}</InAppLink>;
}

export function GuideLink({ id }: { id: GuideId }) {
  const title = HELP_GUIDES.find((guide) => guide.id === id)?.title ?? id;
  return (
    <InAppLink href={pathForGuide(id)} focusId={GUIDE_TITLE_ID}>
      {title}
    </InAppLink>
  );
}
