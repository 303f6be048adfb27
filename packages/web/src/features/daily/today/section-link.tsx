/**
 * A link of the Today block to a section further down the tab: it unfolds the section if folded, scrolls there and
 * moves the focus (jump-to-section.ts). A real link to the section's anchor, so it also works as one (open in place,
 * read as a link).
 */
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/button';
import { jumpToSection } from '../jump-to-section';

export function SectionLink({ sectionId, children, focusField = false }: { sectionId: string; children: ReactNode; focusField?: boolean }) {
  return (
    <a
      href={`#${sectionId}`}
      onClick={(event) => {
        event.preventDefault();
        jumpToSection(sectionId, focusField);
      }}
      className={buttonClasses('secondary', 'px-3.5')}
    >
      {children}
    </a>
  );
}
