/**
 * The building blocks every guide and help page is written with, so they read alike: a section with its
 * heading, numbered steps, a plain list, a highlighted note, and the name of a button or field as shown on screen.
 */
import type { ReactNode } from 'react';

export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h4 className="text-base font-semibold text-slate-900">{title}</h4>
      {children}
    </section>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-6 text-slate-700">{children}</p>;
}

/** Numbered steps; each child is one step. */
export function Steps({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol aria-label={label} className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-6 text-slate-700 marker:font-semibold marker:text-teal-800">
      {children}
    </ol>
  );
}

export function Bullets({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-6 text-slate-700 marker:text-slate-400">{children}</ul>;
}

export function Item({ children }: { children: ReactNode }) {
  return <li className="pl-1">{children}</li>;
}

/** A short aside worth noticing (a limit, a safety point, something not built yet). */
export function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside aria-label={title} className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 flex flex-col gap-2">{children}</div>
    </aside>
  );
}

/** A label as it appears on screen (a button, a field, a section), set apart so it is easy to find. */
export function Ui({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-slate-900">{children}</strong>;
}
