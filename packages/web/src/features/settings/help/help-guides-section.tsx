/**
 * Settings › Help & Guides: the guide list with its search on the left, the open guide on the
 * right, and the support links under the list. The open guide is in the URL (/settings/help?guide=…), so a
 * reload, the back button and a shared link keep it; /settings/help is Quick Start, where the assistant's
 * help actions lead. On a phone the list, the guide and the support links stack in that order.
 */
import { useState } from 'react';
import { useLocation } from '@/lib/location';
import { GuideList } from './guide-list';
import { GuidePane } from './guide-pane';
import { searchGuides } from './guide-search';
import { guideFromSearch, HELP_GUIDES } from './help-guides';
import { SupportBox } from './support-box';

export function HelpGuidesSection() {
  const { search } = useLocation();
  const [query, setQuery] = useState('');
  const current = guideFromSearch(search);
  const shown = searchGuides(HELP_GUIDES, query);
  const open = shown.find((guide) => guide.id === current) ?? null;

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-[17rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start">
      <GuideList guides={shown} current={current} query={query} onQueryChange={setQuery} />
      <div className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
        <GuidePane guide={open} />
      </div>
      <div className="md:col-start-1 md:row-start-2">
        <SupportBox />
      </div>
    </div>
  );
}
