/**
 * The Substances tab's head: its title (the focus target after a delete), the clinician report button and one add
 * button per substance type.
 */
import { SUBSTANCE_TYPE_LABELS, SUBSTANCE_TYPES, type SubstanceType } from '@wellness/contract';
import { Button, buttonClasses } from '@/components/button';
import { Icon } from '@/components/icons';

interface SubstancesHeaderProps {
  showReport: boolean;
  onReport: () => void;
  onAdd: (type: SubstanceType) => void;
}

export function SubstancesHeader({ showReport, onReport, onAdd }: SubstancesHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="tab-heading" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
            Substances
          </h2>
          <p className="max-w-2xl text-base text-slate-600">
            Your prescriptions, OTC medications, supplements, herbal and homeopathic remedies in one list, checked for interactions with each other.
          </p>
        </div>
        {showReport ? (
          <Button variant="secondary" className="shrink-0 self-start" onClick={onReport}>
            <Icon name="report" className="size-4" />
            Report for your clinician
          </Button>
        ) : null}
      </div>
      <div role="group" aria-label="Add a substance" className="flex flex-wrap gap-2">
        {SUBSTANCE_TYPES.map((type) => (
          <button key={type} type="button" onClick={() => onAdd(type)} className={buttonClasses(type === 'PRESCRIPTION' ? 'primary' : 'secondary', 'px-3.5')}>
            <Icon name="plus" className="size-4" />
            <span className="sr-only">Add </span>
            {SUBSTANCE_TYPE_LABELS[type]}
          </button>
        ))}
      </div>
    </header>
  );
}
