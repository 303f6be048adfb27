/**
 * The one way into the research library from anywhere (a substance card, a tracked condition, the insights modal):
 * a button that opens the Research panel for a substance id or a condition id. The panel's code loads only when it
 * is first opened, so no screen pays for it up front.
 */
import { lazy, Suspense, useState } from 'react';
import { buttonClasses, type ButtonVariant } from '../button';
import { Icon } from '../icons';
import type { ResearchTarget } from './research-target';

const ResearchDialog = lazy(() => import('./research-dialog').then((module) => ({ default: module.ResearchDialog })));

interface ResearchButtonProps {
  target: ResearchTarget;
  variant?: ButtonVariant;
  className?: string;
}

export function ResearchButton({ target, variant = 'secondary', className = '' }: ResearchButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-label={`Research for ${target.name}`} className={buttonClasses(variant, className)}>
        <Icon name="book" className="size-4" />
        Research
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ResearchDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
