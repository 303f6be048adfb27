/** The frame of every signed-out screen: the product's name, then one focused card with the screen's title. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/icons';
import { APP_TAGLINE, APP_TITLE } from '@wellness/contract';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Moves focus to the title, so keyboard and screen-reader users start at the top of a new screen. */
  focusTitle?: boolean;
  children: ReactNode;
}

export function AuthLayout({ title, intro, focusTitle = false, children }: AuthLayoutProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  useEffect(() => {
    document.title = `${title} · ${APP_TITLE}`;
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-teal-50 via-slate-50 to-slate-50">
      <header className="px-4 pt-10 text-center sm:pt-16">
        <p className="inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-teal-900">
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-base text-white">
            <Icon name="check" className="size-5" />
          </span>
          {APP_TITLE}
        </p>
        <p className="mt-1 text-sm text-slate-600">{APP_TAGLINE}</p>
      </header>
      <main className="flex flex-1 justify-center px-4 py-8 sm:py-10">
        <div className="h-fit w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none">
            {title}
          </h1>
          {intro ? <div className="mt-2 text-sm text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
