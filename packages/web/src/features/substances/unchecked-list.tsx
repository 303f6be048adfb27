/**
 * The "Not checked" section the banner, the form's panel and the clinician report share: each item the check could
 * not place, whole or in part, with what exactly was not checked.
 */
import { useId } from 'react';
import type { UncheckedItemResult } from '@wellness/contract';
import { UNCHECKED_INTRO, UNCHECKED_TITLE, uncheckedLine } from './report-wording';

interface UncheckedListProps {
  entries: readonly UncheckedItemResult[];
  headingLevel: 'h3' | 'h4';
}

export function UncheckedList({ entries, headingLevel }: UncheckedListProps) {
  const titleId = useId();
  if (entries.length === 0) return null;
  const Heading = headingLevel;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1 text-sm text-slate-800 break-inside-avoid" data-testid="unchecked">
      {/* As a section of the clinician report it matches that report's other section headings. */}
      <Heading id={titleId} className={`font-semibold text-slate-900 ${headingLevel === 'h3' ? 'text-base' : ''}`}>
        {UNCHECKED_TITLE}
      </Heading>
      <p className="text-slate-700">{UNCHECKED_INTRO}</p>
      <ul className="flex list-disc flex-col gap-0.5 pl-5">
        {entries.map(uncheckedLine).map((line) => (
          <li key={line.id} className="break-words">
            <span className="font-semibold">{line.name}</span>: {line.detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
