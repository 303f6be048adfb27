/**
 * The six help guides, in the sidebar's order, with the title and one-line description the
 * search reads. Quick Start is the default. The titles are the names the help assistant cites as its sources.
 */
export const GUIDE_IDS = ['quick-start', 'substance-types', 'adding-prescriptions', 'tracking-usage', 'understanding-analytics', 'data-export'] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

export const DEFAULT_GUIDE: GuideId = 'quick-start';

export interface HelpGuide {
  id: GuideId;
  title: string;
  description: string;
}

export const HELP_GUIDES: readonly HelpGuide[] = [
  {
    id: 'quick-start',
    title: 'Quick Start',
    description: 'What each tab does and how to set up your first day of tracking.',
  },
  {
    id: 'substance-types',
    title: 'Understanding Substance Types',
    description: 'Prescriptions, OTC medications, supplements, herbal and homeopathic remedies, and what to record for each.',
  },
  {
    id: 'adding-prescriptions',
    title: 'Adding a Prescription',
    description: 'Step by step: add a prescribed medication with its prescriber, pharmacy and refills.',
  },
  {
    id: 'tracking-usage',
    title: 'Tracking Doses',
    description: 'Log doses, time focus sessions and save daily entries, then review them in History and Analytics.',
  },
  {
    id: 'understanding-analytics',
    title: 'Understanding Analytics',
    description: 'Why analytics need 2 to 4 weeks of entries, and how to read patterns and correlations.',
  },
  {
    id: 'data-export',
    title: 'Exporting Your Data',
    description: 'Your data is yours: export formats, date ranges and sharing with your clinician.',
  },
];

const isGuideId = (value: string): value is GuideId => (GUIDE_IDS as readonly string[]).includes(value);

/** The guide a URL query names (`?guide=adding-prescriptions`); none or an unknown one is the default. */
export function guideFromSearch(search: string): GuideId {
  const named = new URLSearchParams(search).get('guide');
  return named !== null && isGuideId(named) ? named : DEFAULT_GUIDE;
}

/** The address of a guide inside Settings › Help & Guides: the default has none, so /settings/help stays its address. */
export function pathForGuide(id: GuideId): string {
  return id === DEFAULT_GUIDE ? '/settings/help' : `/settings/help?guide=${id}`;
}
