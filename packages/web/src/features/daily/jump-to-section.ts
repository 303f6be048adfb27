/**
 * Moving to a Daily section from elsewhere on the tab (the quick actions, the Today block's links): the section
 * unfolds if it was folded (for now only: the fold the user chose stays remembered), scrolls into view and takes the
 * focus, or its first field does. Smooth scrolling only with animations on.
 */

/** Sent to a section (daily-section.tsx listens) to unfold it before it is scrolled to. */
export const OPEN_SECTION_EVENT = 'daily-section-open';

export function jumpToSection(sectionId: string, focusField: boolean): void {
  const section = document.getElementById(sectionId);
  if (section === null) return;
  section.dispatchEvent(new CustomEvent(OPEN_SECTION_EVENT));
  const motion = document.documentElement.dataset['motion'] === 'off' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: motion ? 'auto' : 'smooth', block: 'start' });
  const field = focusField ? section.querySelector<HTMLElement>('input, textarea') : null;
  (field ?? section).focus({ preventScroll: true });
}
