/** A condition's color as a small dot (an SVG fill, so no inline style is needed under the CSP); decorative only. */
export function ConditionSwatch({ color, className = 'size-3' }: { color: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" className={`shrink-0 ${className}`}>
      <circle cx="6" cy="6" r="6" fill={color} />
    </svg>
  );
}
