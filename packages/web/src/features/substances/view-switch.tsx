/**
 * The Substances tab's view switch: the cards of every substance, or the Schedule view of the scheduled ones.
 * Two pressed/unpressed buttons; this browser remembers the choice.
 */
import { Icon, type IconName } from '@/components/icons';
import { useStoredPreference, type PreferenceParser } from '@/lib/stored-preference';

export type SubstancesView = 'all' | 'schedule';
const VIEWS: ReadonlyArray<{ view: SubstancesView; label: string; icon: IconName }> = [
  { view: 'all', label: 'All substances', icon: 'supplements' },
  { view: 'schedule', label: 'Schedule', icon: 'calendar' },
];

const parseView: PreferenceParser<SubstancesView> = (stored) => (stored === 'all' || stored === 'schedule' ? stored : null);

export function useSubstancesView(): [SubstancesView, (view: SubstancesView) => void] {
  return useStoredPreference<SubstancesView>('substances.view', 'all', parseView);
}

export function ViewSwitch({ view, onChange }: { view: SubstancesView; onChange: (view: SubstancesView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex self-start rounded-xl border border-slate-300 bg-white p-1">
      {VIEWS.map((option) => {
        const pressed = option.view === view;
        return (
          <button
            key={option.view}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.view)}
            className={
              'inline-flex min-h-10 items-center gap-2 rounded-lg px-3.5 text-sm font-semibold transition-colors ' +
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ' +
              (pressed ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100')
            }
          >
            <Icon name={option.icon} className="size-4" />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
