/**
 * FHIR (for clinics): downloads the FHIR R4 export (docs/data-export.md, "FHIR") of a range of days, the 90 days
 * ending today by default, for a clinician's system. A range the server would refuse says why before any request;
 * a refusal from the server shows its own sentence, any other failure a general one.
 */
import { useId, useState } from 'react';
import { FHIR_EXPORT_MESSAGES } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-error';
import { SettingsCard } from '../settings-card';
import { defaultFhirRange, fhirFileName, fhirRangeProblem, type FhirRange } from './fhir-range';
import { useFhirExport } from './queries';
import { saveBlob, todayIso } from './save-file';

export function FhirExportCard() {
  const headingId = useId();
  const run = useFhirExport();
  const [range, setRange] = useState<FhirRange>(() => defaultFhirRange(todayIso()));
  const [failure, setFailure] = useState<string | null>(null);
  const problem = fhirRangeProblem(range);

  const start = () => {
    setFailure(null);
    run.mutate(range, {
      onSuccess: (blob) => saveBlob(blob, fhirFileName(range)),
      onError: (error) => setFailure(error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.message : FHIR_EXPORT_MESSAGES.downloadFailed),
    });
  };

  return (
    <SettingsCard
      headingId={headingId}
      title="FHIR (for clinics)"
      description="Download your doses, dose changes, daily ratings and own factors as a FHIR R4 file that a clinic's system can read. Everything in it is marked as reported by you."
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="From" type="date" required max={range.to} value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        <TextField
          label="To"
          type="date"
          required
          min={range.from}
          value={range.to}
          error={range.from && range.to ? problem : null}
          onChange={(e) => setRange({ ...range, to: e.target.value })}
        />
      </div>
      <div>
        <Button onClick={start} disabled={run.isPending || problem !== null}>
          {run.isPending ? 'Exporting...' : 'Download FHIR file'}
        </Button>
      </div>
    </SettingsCard>
  );
}
