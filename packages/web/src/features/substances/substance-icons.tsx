/**
 * Line icons this tab needs beyond the shared set (which another feature owns): inline SVG, for the same
 * reasons as components/icons.tsx (no icon fonts under the CSP, no emoji rendering differences).
 */
const paths = {
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  alert: 'M12 3l9.5 17h-19zM12 10v4M12 17.5v.01',
  print: 'M7 9V3h10v6M7 18H4v-8h16v8h-3M7 14h10v7H7z',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14zM20 20l-4-4',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M9 6l6 6-6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  report: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
} as const;

export type SubstanceIconName = keyof typeof paths;

export function SubstanceIcon({ name, className = 'size-5' }: { name: SubstanceIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
