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
