/**
 * The substance form's "Schedule": none, fixed times or as needed; for fixed times the times of day, the days and
 * the reminders; for both kinds the amount per dose (prefilled from the dosage when a kind is first chosen), the
 * start and optional end date, and how many days before running out to be told to refill. Each field has a hint.
 */
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { RadioChoices } from './radio-choices';
import { ScheduleReminderFields } from './schedule-reminder-fields';
import { ScheduleRepeatField } from './schedule-repeat-field';
import { ScheduleTimesField } from './schedule-times-field';
import type { ScheduleErrors, ScheduleFormValues, ScheduleMode } from './schedule-form-values';

const MODE_LABELS: Record<ScheduleMode, string> = { none: 'No schedule', fixed: 'At set times', 'as-needed': 'As needed' };
const MODES: readonly ScheduleMode[] = ['none', 'fixed', 'as-needed'];
const MODE_HINTS: Record<ScheduleMode, string> = {
  none: 'Log doses by hand whenever you take it.',
  fixed: 'Today’s doses appear at the top of the Daily tab, with reminders until you take them.',
  'as-needed': 'No reminders; your doses still forecast when it runs out.',
};

interface ScheduleSectionProps {
  values: ScheduleFormValues;
  onChange: (patch: Partial<ScheduleFormValues>) => void;
  errors: ScheduleErrors;
  /** The dosage typed on the form, copied into the amount when a schedule is first chosen. */
  dosage: string;
  unit: string;
  /** The stored schedule is still loading (editing an item). */
  loading: boolean;
  /** The stored schedule could not be loaded. */
  loadFailed: boolean;
}

export function ScheduleSection({ values, onChange, errors, dosage, unit, loading, loadFailed }: ScheduleSectionProps) {
  function chooseMode(mode: ScheduleMode) {
    onChange(values.mode === 'none' && values.amount.trim() === '' ? { mode, amount: dosage.trim() } : { mode });
  }
  return (
    <div className="border-t border-slate-200 pt-4" data-schedule-section>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-base font-semibold text-slate-900">Schedule</legend>
        {loading ? (
          <p className="flex min-h-11 items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner /> Loading the schedule…
          </p>
        ) : (
          <>
            {loadFailed ? (
              <Alert tone="warning">
                Your saved schedule could not be loaded. Saving with “No schedule” leaves it as it is; choosing a schedule replaces it.
              </Alert>
            ) : null}
            <RadioChoices
              legend="When do you take it?"
              options={MODES}
              labels={MODE_LABELS}
              value={values.mode}
              onChange={chooseMode}
              hint={MODE_HINTS[values.mode]}
            />
            {values.mode === 'fixed' ? (
              <>
                <ScheduleTimesField times={values.times} onChange={(times) => onChange({ times })} error={errors.times} />
                <ScheduleRepeatField values={values} onChange={onChange} errors={errors} />
              </>
            ) : null}
            {values.mode !== 'none' ? (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <TextField
                  label="Amount per dose"
                  labelNote={unit.trim() ? `(${unit.trim()})` : '(optional)'}
                  inputMode="decimal"
                  autoComplete="off"
                  hint="From the dosage above; each dose taken counts one off the supply."
                  value={values.amount}
                  onChange={(event) => onChange({ amount: event.target.value })}
                  error={errors.amount}
                />
                <TextField
                  label="Refill reminder (days before)"
                  inputMode="numeric"
                  autoComplete="off"
                  hint="How long before it runs out to tell you to refill."
                  value={values.refillLeadDays}
                  onChange={(event) => onChange({ refillLeadDays: event.target.value })}
                  error={errors.refillLeadDays}
                />
                <TextField
                  label="Start date"
                  type="date"
                  hint="The first day with doses."
                  value={values.startDate}
                  onChange={(event) => onChange({ startDate: event.target.value })}
                  error={errors.startDate}
                />
                <TextField
                  label="End date"
                  labelNote="(optional)"
                  type="date"
                  hint="Leave empty to keep going."
                  value={values.endDate}
                  onChange={(event) => onChange({ endDate: event.target.value })}
                  error={errors.endDate}
                />
              </div>
            ) : null}
            {values.mode === 'fixed' ? <ScheduleReminderFields values={values} onChange={onChange} errors={errors} /> : null}
          </>
        )}
      </fieldset>
    </div>
  );
}
