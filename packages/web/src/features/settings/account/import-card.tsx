/**
 * Import: choose a JSON export of this app; the card shows what the file holds and, from the server's dry run of the
 * import, how many records it adds and how many are already in the account; only "Import N records" writes, all in
 * one transaction on the server. Records already in the account are left as they are, so importing the same file
 * twice adds nothing (and its preview says so); a file with any problem writes nothing and the problems are listed.
 */
import { useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, type ImportResult } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { describeFailure } from '@/lib/failure-message';
import { SettingsCard } from '../settings-card';
import { previewBackup, type BackupPreview } from './backup-preview';
import { useImport, useImportPreview } from './queries';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

const totals = (result: ImportResult) => ({
  added: Object.values(result.counts).reduce((sum, c) => sum + c.added, 0),
  present: Object.values(result.counts).reduce((sum, c) => sum + c.alreadyPresent, 0),
});
const records = (count: number) => `${count.toLocaleString('en-US')} record${count === 1 ? '' : 's'}`;

function resultText(result: ImportResult): string {
  const { added, present } = totals(result);
  return `${result.message} ${records(added).replace(/s$|d$/, (end) => end)} added${present > 0 ? `, ${present} already in your account` : ''}.`;
}

/** What the dry run found, in one sentence. */
function plannedText(result: ImportResult): string {
  const { added, present } = totals(result);
  if (added === 0) return `Everything in this file is already in your account (${records(present)}): importing adds nothing.`;
  return `Importing adds ${records(added)}${present > 0 ? `; ${records(present)} ${present === 1 ? 'is' : 'are'} already in your account and stay as they are` : ''}.`;
}

export function ImportCard() {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const run = useImport();
  // One at a time: a double tap would send it twice, and only the last call's answer would be shown.
  const oneAtATime = useOneAtATime();
  const dryRun = useImportPreview();
  const [preview, setPreview] = useState<(BackupPreview & { name: string }) | null>(null);
  const [planned, setPlanned] = useState<ImportResult | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; details: string[] } | null>(null);

  const choose = async (fileList: FileList | null) => {
    setOutcome(null);
    setPlanned(null);
    const chosen = fileList?.[0];
    if (!chosen) return setPreview(null);
    const local = { ...previewBackup(await chosen.text(), chosen.size), name: chosen.name };
    setPreview(local);
    if (!local.ok) return;
    dryRun.mutate(local.file, {
      onSuccess: setPlanned,
      onError: (error) => {
        const described = describeFailure(error, ACCOUNT_MESSAGES.importFailed);
        setPreview(null);
        setOutcome({ tone: 'error', text: described.message, details: described.details });
      },
    });
  };

  const reset = () => {
    setPreview(null);
    setPlanned(null);
    if (input.current) input.current.value = '';
  };

  const confirm = () => {
    if (!preview?.ok) return;
    void oneAtATime(
      () =>
        new Promise<void>((settled) =>
          run.mutate(preview.file, {
            onSuccess: (result) => {
              setOutcome({ tone: 'success', text: resultText(result), details: [] });
              reset();
            },
            onError: (error) => {
              const described = describeFailure(error, ACCOUNT_MESSAGES.importFailed);
              setOutcome({ tone: 'error', text: described.message, details: described.details });
            },
            onSettled: () => settled(),
          }),
        ),
    );
  };

  const adding = planned ? totals(planned).added : 0;

  return (
    <SettingsCard headingId={headingId} title="Import" description="Restore a JSON export of this app into your account. Nothing is written until you confirm.">
      <div aria-live="polite">
        {outcome ? (
          <Alert tone={outcome.tone} details={outcome.details}>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Backup file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="application/json,.json"
          onChange={(e) => void choose(e.target.files)}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
        />
      </div>
      {preview && !preview.ok ? (
        <Alert tone="error" details={preview.problems}>
          {ACCOUNT_MESSAGES.importInvalid}
        </Alert>
      ) : null}
      {preview?.ok ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h4 className="text-sm font-semibold text-slate-900">{preview.name} holds</h4>
          <ul className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            {preview.rows.map((row) => (
              <li key={row.label} className="flex justify-between gap-4">
                <span>{row.label}</span>
                <span className="font-medium text-slate-900">{row.count}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-800" aria-live="polite">
            {planned ? plannedText(planned) : 'Checking what is already in your account…'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={run.isPending || planned === null || adding === 0}>
              {run.isPending ? 'Importing...' : planned !== null && adding === 0 ? 'Nothing new to import' : `Import ${records(adding)}`}
            </Button>
            <Button variant="secondary" onClick={reset} disabled={run.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </SettingsCard>
  );
}
