/** What a research panel is about: one of the user's substances or a condition, by id, with the name to show. */
import type { ResearchTargetKind } from '@/lib/resources/research';

export interface ResearchTarget {
  kind: ResearchTargetKind;
  id: string;
  name: string;
}
