/**
 * Data Export: format (JSON by default), date range (30 days by default) and what
 * to include; the button says "Exporting..." and is disabled meanwhile; the file is named from the range and
 * today's date. JSON is the full, restorable backup; CSV opens in a spreadsheet (docs/data-export.md).
 */
import { useId, useState } from 'react';
import { ACCOUNT_MESSAGES, EXPORT_FORMATS, exportFileName, PERIOD_LABELS, PERIODS, type ExportFormat, type Period } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, SelectField } from '@/components/form-controls';
import { SettingsCard } from '../settings-card';
import { useExport } from './queries';
import { saveBlob, todayIso } from './save-file';

const FORMAT_LABELS: Record<ExportFormat, string> = { json: 'JSON (full backup, can be imported)', csv: 'CSV (spreadsheet)' };

export function ExportCard() {
  const headingId = useId();
  const run = useExport();
  const [format, setFormat] = useState<ExportFormat>('json');
  const [dateRange, setDateRange] = useState<Period>('30days');
  const [include, setInclude] = useState({ includeEntries: true, includeSupplements: true, includeFocusAids: true, includeSessions: true });
  const [failed, setFailed] = useState(false);
  const nothing = !Object.values(include).some(Boolean);

  const start = () => {
    setFailed(false);
    run.mutate(
      { format, dateRange, ...include },
      {
        onSuccess: (blob) => saveBlob(blob, exportFileName(dateRange, todayIso(), format)),
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <SettingsCard
      headingId={headingId}
      title="Data Export"
      description="Download your data. A JSON export of everything for all time is a full backup you can import again."
    >
      {failed ? <Alert tone="error">{ACCOUNT_MESSAGES.exportFailed}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Format"
          value={format}
          options={EXPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
          onChange={(e) => setFormat(EXPORT_FORMATS.find((f) => f === e.target.value) ?? 'json')}
        />
        <SelectField
          label="Date range"
          value={dateRange}
          options={PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
          onChange={(e) => setDateRange(PERIODS.find((p) => p === e.target.value) ?? '30days')}
        />
      </div>
      <fieldset className="grid gap-x-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Include</legend>
        <CheckboxField label="Entries" checked={include.includeEntries} onChange={(v) => setInclude({ ...include, includeEntries: v })} />
        <CheckboxField label="Supplements and doses" checked={include.includeSupplements} onChange={(v) => setInclude({ ...include, includeSupplements: v })} />
        <CheckboxField label="Focus aids" checked={include.includeFocusAids} onChange={(v) => setInclude({ ...include, includeFocusAids: v })} />
        <CheckboxField label="Focus sessions" checked={include.includeSessions} onChange={(v) => setInclude({ ...include, includeSessions: v })} />
      </fieldset>
      <div>
        <Button onClick={start} disabled={run.isPending || nothing}>
          {run.isPending ? 'Exporting...' : 'Export data'}
        </Button>
      </div>
    </SettingsCard>
  );
}
