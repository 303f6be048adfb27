/**
 * Where a Daily section's folded state is remembered, and whether it starts folded before the user chose.
 */

/** Tailwind's `sm` breakpoint: below it the tab is laid out for a phone. */
const PHONE_QUERY = '(max-width: 639.98px)';

export function isPhoneWidth(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/** A section marked to fold on a phone starts folded there; every other section, and every section on a wider screen, starts open. */
export function foldsAtFirst(foldOnPhone: boolean, phoneWidth: boolean): boolean {
  return foldOnPhone && phoneWidth;
}

/**
 * The name under which a Daily section's folded state is remembered, made from its title ("Focus Aids &
 * Activities" → daily.collapsed.focus-aids-activities), so each section keeps its own choice without a key of its
 * own to maintain. Renaming a section only forgets that one choice.
 */
export function sectionPreferenceName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `daily.collapsed.${slug === '' ? 'section' : slug}`;
}
