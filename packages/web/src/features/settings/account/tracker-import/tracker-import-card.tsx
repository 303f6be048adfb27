/**
 * "Import from another app": a Daylio CSV or backup, a Bearable CSV or any CSV. Choosing the file asks the server
 * for a preview (nothing is written): what each row becomes, what is already in the account, what is left out and
 * why, and the mapping it needs — Daylio's mood names onto 1-10, its activities, Bearable's items, a CSV's columns.
 * A changed mapping is previewed again before the import button takes it, so what is written is what was shown;
 * the import is one transaction on the server, and importing the same file twice adds nothing.
 */
import { useId, useRef, useState } from 'react';
import { IMPORT_SOURCE_LABELS, IMPORT_SOURCES, type ImportMapping, type ImportPreview, type ImportSource } from '@wellness/contract';
import { Alert } from '@/components/alert';
import { SelectField } from '@/components/form-controls';
import type { FailureMessage } from '@/lib/failure-message';
import { SettingsCard } from '../../settings-card';
import { blankCsvMapping } from './csv-mapping';
import { importFailure } from './import-failure';
import { doneSentence, guessSource } from './import-texts';
import { ImportPreviewPanel, type LoadedFile } from './import-preview-panel';
import { usePreviewImport, useRunImport } from './queries';
import { firstLineOf, readImportFile } from './read-import-file';
import { useOneAtATime } from '@/lib/use-one-at-a-time';

const SOURCE_HINTS: Readonly<Record<ImportSource, string>> = {
  'daylio-csv': "The CSV file of Daylio's entry export: one row per mood entry.",
  'daylio-backup': 'The .daylio file of a Daylio backup.',
  'bearable-csv': "The CSV file of Bearable's data export: one row per rating, symptom or medication.",
  csv: 'Any CSV with a heading row and a date column; you choose what each column holds.',
};
const SOURCE_OPTIONS = [{ value: '', label: 'Choose the app' }, ...IMPORT_SOURCES.map((source) => ({ value: source, label: IMPORT_SOURCE_LABELS[source] }))];
const isSource = (value: string): value is ImportSource => (IMPORT_SOURCES as readonly string[]).includes(value);

type Loaded = LoadedFile;

export function TrackerImportCard() {
  const headingId = useId();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewCall = usePreviewImport();
  const importCall = useRunImport();
  // One at a time: a double tap would send it twice, and only the last call's answer would be shown.
  const oneAtATime = useOneAtATime();
  const [source, setSource] = useState<ImportSource | ''>('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [leaveOut, setLeaveOut] = useState(false);
  const [problem, setProblem] = useState<FailureMessage | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const askPreview = (file: Loaded, withMapping: ImportMapping | undefined) => {
    setProblem(null);
    previewCall.mutate(
      { source: file.source, content: file.content, ...(withMapping ? { mapping: withMapping } : {}) },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          const proposed = answer.source === 'csv' && !answer.mapping.csv ? { ...answer.mapping, csv: blankCsvMapping(answer.columns) } : answer.mapping;
          setMapping(proposed);
          setLeaveOut(answer.mapping.leaveOutUnreadableRows);
        },
        onError: (error) => {
          setPreview(null);
          setMapping(null);
          setProblem(importFailure(error, 'The file could not be read. Please try again.'));
        },
      },
    );
  };

  const load = async (file: File | undefined, chosen: ImportSource | '') => {
    setDone(null);
    setPreview(null);
    setMapping(null);
    setProblem(null);
    if (!file) return setLoaded(null);
    const guessed = chosen || guessSource(file.name, await firstLineOf(file));
    if (!guessed) {
      setLoaded(null);
      return setProblem({ message: 'Choose which app this file comes from.', details: [] });
    }
    setSource(guessed);
    const read = await readImportFile(file, guessed);
    if (!read.ok) return setProblem({ message: read.message, details: [] });
    const next = { source: guessed, fileName: file.name, content: read.content };
    setLoaded(next);
    askPreview(next, undefined);
  };

  const reset = () => {
    setLoaded(null);
    setPreview(null);
    setMapping(null);
    setLeaveOut(false);
    if (input.current) input.current.value = '';
  };

  const runImport = () => {
    if (!loaded || !mapping) return;
    void oneAtATime(
      () =>
        new Promise<void>((settled) =>
          importCall.mutate(
            { source: loaded.source, content: loaded.content, mapping: { ...mapping, leaveOutUnreadableRows: leaveOut } },
            {
              onSuccess: (result) => {
                setDone(doneSentence(result));
                reset();
              },
              onError: (error) => setProblem(importFailure(error, 'The import failed; nothing was written. Please try again.')),
              onSettled: () => settled(),
            },
          ),
        ),
    );
  };

  return (
    <SettingsCard
      headingId={headingId}
      title="Import from another app"
      description="Bring your history from Daylio, Bearable or a spreadsheet. You see what each row becomes before anything is written."
    >
      <div aria-live="polite">
        {done ? <Alert tone="success">{done}</Alert> : null}
        {problem ? (
          <Alert tone="error" details={problem.details}>
            {problem.message}
          </Alert>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="From"
          value={source}
          options={SOURCE_OPTIONS}
          hint={source ? SOURCE_HINTS[source] : 'Or choose the file first: the app is recognised from it.'}
          onChange={(e) => {
            const next = isSource(e.target.value) ? e.target.value : '';
            setSource(next);
            const file = input.current?.files?.[0];
            if (file && next) void load(file, next);
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            File
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".csv,.txt,.daylio,text/csv,application/zip"
            onChange={(e) => void load(e.target.files?.[0], source)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-100"
          />
        </div>
      </div>
      {previewCall.isPending ? <p className="text-sm text-slate-600">Reading the file…</p> : null}
      {loaded && preview && mapping ? (
        <ImportPreviewPanel
          loaded={loaded}
          preview={preview}
          mapping={mapping}
          onMapping={setMapping}
          onUpdatePreview={() => askPreview(loaded, mapping)}
          updating={previewCall.isPending}
          leaveOut={leaveOut}
          onLeaveOut={setLeaveOut}
          importing={importCall.isPending}
          onImport={runImport}
          onCancel={reset}
        />
      ) : null}
    </SettingsCard>
  );
}
