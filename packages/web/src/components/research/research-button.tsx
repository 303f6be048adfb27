/**
 * The one way into the research library from anywhere (a substance card, a tracked condition, the insights modal):
 * a button that opens the Research panel for a substance id or a condition id. The panel's code loads only when it
 * is first opened, so no screen pays for it up front.
 */
import { Suspense, useState } from 'react';
import { retryableLazy } from '@/lib/retryable-lazy';
import { buttonClasses, type ButtonVariant } from '../button';
import { Icon } from '../icons';
import { LoadBoundary } from '../load-boundary';
import type { ResearchTarget } from './research-target';

const ResearchDialog = retryableLazy(() => import('./research-dialog').then((module) => module.ResearchDialog));

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
        <LoadBoundary what="The research panel" className="mt-2">
          <Suspense fallback={null}>
            <ResearchDialog target={target} onClose={() => setOpen(false)} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
