/**
 * Where a part of the app that arrives as a chunk of its own (a tab, the help panel, the signed-in shell) could not be
 * fetched, or failed while showing: it says so in its place with "Try again", instead of the whole page going blank (an
 * error React does not catch unmounts everything, and with it whatever was typed elsewhere on the page).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadAttempt } from '@/lib/retryable-lazy';
import { Button } from './button';

interface LoadBoundaryProps {
  /** What failed, as a sentence starts: "This tab", "The help assistant". */
  what: string;
  children: ReactNode;
  className?: string;
  /** The failure's own id, for a control that names what it opens (the help button's aria-controls). */
  id?: string;
}

interface LoadBoundaryState {
  failed: boolean;
  attempt: number;
}

// Counted across boundaries: a boundary mounted again (the tab opened again) is a new attempt of its own.
let attempts = 0;

export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false, attempt: (attempts += 1) };

  static getDerivedStateFromError(): Partial<LoadBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.what} could not be shown`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false, attempt: (attempts += 1) });

  override render(): ReactNode {
    const { what, children, className = '', id } = this.props;
    if (!this.state.failed) return <LoadAttempt value={this.state.attempt}>{children}</LoadAttempt>;
    return (
      <div
        id={id}
        role="alert"
        className={`flex flex-col items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-4 text-sm text-rose-900 ${className}`}
      >
        <p className="font-medium">{what} could not be loaded. Check your connection, then try again.</p>
        <Button variant="secondary" onClick={this.retry}>
          Try again
        </Button>
      </div>
    );
  }
}
