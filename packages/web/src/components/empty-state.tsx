/** A plain "nothing here yet" box: an icon, a title and one short text (tab placeholders, unbuilt Settings sub-tabs). */
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

export function EmptyState({ title, text, icon }: { title: string; text: ReactNode; icon: IconName }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon name={icon} className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
    </div>
  );
}
