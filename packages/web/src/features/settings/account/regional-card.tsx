/**
 * Regional and International Settings: Edit/Cancel; changing the country sets market and
 * currency by the country table, and the user may then override each; changing the date format sets the clock it
 * implies (US 12-hour, EU and ISO 24-hour) unless the clock was picked in this edit. Saving sends the whole profile
 * with `preferences.regional` replaced; the market drives the substance form's regulatory section, the date format
 * and the clock every date and time the app shows (lib/date-format.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import {
  ACCOUNT_MESSAGES,
  COUNTRIES,
  COUNTRY_LABELS,
  CURRENCIES,
  DATE_FORMAT_LABELS,
  DATE_FORMATS,
  defaultTimeFormat,
  MARKET_LABELS,
  MARKETS,
  MEASUREMENT_UNIT_LABELS,
  MEASUREMENT_UNITS,
  marketAndCurrencyFor,
  TIME_FORMAT_LABELS,
  TIME_FORMATS,
  type Profile,
  type RegionalSettings,
} from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SelectField } from '@/components/form-controls';
import { SettingsCard } from '../settings-card';
import { sameFormContent } from '@/lib/same-form-content';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useSaveProfile } from './queries';

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels ? labels[value] : value }));

export function RegionalCard({ profile }: { profile: Profile }) {
  const headingId = useId();
  const save = useSaveProfile();
  const current = profile.preferences.regional;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<RegionalSettings>(current);
  // Once the clock is picked in this edit, a later change of the date format leaves it alone.
  const [clockPicked, setClockPicked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  // Leaving the tab, the sub-tab or the page with an edit in progress asks first (lib/unsaved-changes.ts).
  useUnsavedChanges('Regional and International Settings', editing && !sameFormContent(draft, current));

  const pick =
    <K extends keyof RegionalSettings>(key: K, values: readonly RegionalSettings[K][]) =>
    (value: string) => {
      const found = values.find((v) => v === value);
      if (found !== undefined) setDraft((d) => ({ ...d, [key]: found }));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    save.mutate(
      { name: profile.name, email: profile.email, timezone: profile.timezone, preferences: { regional: draft } },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(true);
        },
        onError: () => setFailed(true),
      },
    );
  };

  const rows: [string, string][] = [
    ['Country', COUNTRY_LABELS[current.country]],
    ['Market', MARKET_LABELS[current.market]],
    ['Currency', current.currency],
    ['Date format', DATE_FORMAT_LABELS[current.dateFormat]],
    ['Time format', TIME_FORMAT_LABELS[current.timeFormat]],
    ['Measurement units', MEASUREMENT_UNIT_LABELS[current.measurementUnits]],
  ];

  return (
    <SettingsCard
      headingId={headingId}
      title="Regional and International Settings"
      description="Where you are: it sets the regulatory details the substance form asks for, how dates are written and your units."
      action={
        <Button
          variant="secondary"
          disabled={save.isPending}
          onClick={() => {
            setDraft(current);
            setClockPicked(false);
            setFailed(false);
            setSaved(false);
            setEditing(!editing);
          }}
        >
          {editing ? 'Cancel' : 'Edit'}
        </Button>
      }
    >
      <div aria-live="polite">{saved && !editing ? <Alert tone="success">Regional settings saved.</Alert> : null}</div>
      {editing ? (
        <form onSubmit={submit} className="flex flex-col gap-4">
          {failed ? <Alert tone="error">{ACCOUNT_MESSAGES.regionalFailed}</Alert> : null}
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label="Country"
              value={draft.country}
              options={options(COUNTRIES, COUNTRY_LABELS)}
              hint="Sets the market and currency; you can change them after."
              onChange={(e) => {
                const country = COUNTRIES.find((c) => c === e.target.value);
                if (country) setDraft((d) => ({ ...d, country, ...marketAndCurrencyFor(country) }));
              }}
            />
            <SelectField
              label="Market"
              value={draft.market}
              options={options(MARKETS, MARKET_LABELS)}
              onChange={(e) => pick('market', MARKETS)(e.target.value)}
            />
            <SelectField label="Currency" value={draft.currency} options={options(CURRENCIES)} onChange={(e) => pick('currency', CURRENCIES)(e.target.value)} />
            <SelectField
              label="Date format"
              value={draft.dateFormat}
              options={options(DATE_FORMATS, DATE_FORMAT_LABELS)}
              onChange={(e) => {
                const dateFormat = DATE_FORMATS.find((f) => f === e.target.value);
                if (dateFormat) setDraft((d) => ({ ...d, dateFormat, timeFormat: clockPicked ? d.timeFormat : defaultTimeFormat(dateFormat) }));
              }}
            />
            <SelectField
              label="Time format"
              value={draft.timeFormat}
              options={options(TIME_FORMATS, TIME_FORMAT_LABELS)}
              hint="Follows the date format until you choose."
              onChange={(e) => {
                setClockPicked(true);
                pick('timeFormat', TIME_FORMATS)(e.target.value);
              }}
            />
            <SelectField
              label="Measurement units"
              value={draft.measurementUnits}
              options={options(MEASUREMENT_UNITS, MEASUREMENT_UNIT_LABELS)}
              onChange={(e) => pick('measurementUnits', MEASUREMENT_UNITS)(e.target.value)}
            />
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save regional settings'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid gap-2 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-sm font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SettingsCard>
  );
}
