/** Play, pause and stop for the session controls, inline like the app's other line icons. */
const paths = {
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M6.5 5h4v14h-4zM13.5 5h4v14h-4z',
  stop: 'M6 6h12v12H6z',
} as const;

export type SessionIconName = keyof typeof paths;

export function SessionIcon({ name, className = 'size-4' }: { name: SessionIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
