/** The words around a research item: its date, where its link leads, and the direction of its finding. */
import { RESEARCH_MESSAGES, type ResearchItem } from '@wellness/contract';

export function yearLabel(year: number | null): string {
  return year === null ? RESEARCH_MESSAGES.undated : String(year);
}

/** The site a link opens, so nobody is surprised where it leads ("pubmed.ncbi.nlm.nih.gov"). */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const FINDINGS: Record<ResearchItem['finding'], { label: string; tone: 'benefit' | 'none' | 'mixed' | 'safety' } | null> = {
  positive: { label: 'Found a benefit', tone: 'benefit' },
  null: { label: 'No clear effect found', tone: 'none' },
  mixed: { label: 'Mixed or uncertain', tone: 'mixed' },
  safety: { label: 'Safety information', tone: 'safety' },
  background: null,
};

export function findingLabel(finding: ResearchItem['finding']) {
  return FINDINGS[finding];
}
