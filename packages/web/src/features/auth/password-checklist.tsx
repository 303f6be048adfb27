/** The live checklist of the password rule, so a user can see what is still missing. */
import { PASSWORD_CHECKS } from '@wellness/contract';
import { Icon } from '@/components/icons';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
      <p className="text-sm font-medium text-slate-800">Your password needs</p>
      <ul className="mt-2 flex flex-col gap-1.5">
        {PASSWORD_CHECKS.map((check) => {
          const met = check.test(password);
          return (
            <li key={check.id} className={`flex items-start gap-2 text-sm ${met ? 'text-emerald-800' : 'text-slate-700'}`}>
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-bold ${
                  met ? 'bg-emerald-600 text-white' : 'border border-slate-400'
                }`}
              >
                {met ? <Icon name="check" className="size-3" /> : null}
              </span>
              <span className="break-words">
                {check.label}
                <span className="sr-only">{met ? ' (done)' : ' (not yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
