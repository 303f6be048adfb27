/**
 * The preview of a chosen file: one sentence of what the import adds, what is there and what is left out; the
 * mapping the source needs (Daylio's moods and activities, Bearable's items, a CSV's columns); the rows one by one;
 * and the import button, which waits while the mapping differs from the one last previewed, so what is written is
 * what was shown.
 */
import { IMPORT_SOURCE_LABELS, type ImportMapping, type ImportPreview, type ImportSource } from '@wellness/contract';
import { Button } from '@/components/button';
import { CheckboxField } from '@/components/form-controls';
import { BearableMapping } from './bearable-mapping';
import { CsvMapping } from './csv-mapping';
import { DaylioMapping } from './daylio-mapping';
import { previewSentence, recordTotal, rowsText } from './import-texts';
import { PreviewRows } from './preview-rows';

export interface LoadedFile {
  source: ImportSource;
  fileName: string;
  content: string;
}

interface Props {
  loaded: LoadedFile;
  preview: ImportPreview;
  mapping: ImportMapping;
  onMapping: (mapping: ImportMapping) => void;
  onUpdatePreview: () => void;
  updating: boolean;
  leaveOut: boolean;
  onLeaveOut: (leaveOut: boolean) => void;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}

export function ImportPreviewPanel({
  loaded,
  preview,
  mapping,
  onMapping,
  onUpdatePreview,
  updating,
  leaveOut,
  onLeaveOut,
  importing,
  onImport,
  onCancel,
}: Props) {
  const dirty = JSON.stringify(mapping) !== JSON.stringify(preview.mapping);
  const adding = recordTotal(preview.counts.add);
  const blockedByUnreadable = preview.counts.unreadableRows > 0 && !leaveOut;
  const usage = new Map(preview.usage.map((u) => [u.key, u.rows]));
  const rowsOf = (key: string) => usage.get(key) ?? null;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-900">
          {loaded.fileName} · {IMPORT_SOURCE_LABELS[loaded.source]}
        </h4>
        <p className="text-sm text-slate-700">{previewSentence(preview)}</p>
      </div>
      {loaded.source === 'daylio-csv' || loaded.source === 'daylio-backup' ? <DaylioMapping mapping={mapping} rowsOf={rowsOf} onChange={onMapping} /> : null}
      {loaded.source === 'bearable-csv' ? <BearableMapping mapping={mapping} rowsOf={rowsOf} onChange={onMapping} /> : null}
      {loaded.source === 'csv' && mapping.csv ? (
        <CsvMapping columns={preview.columns} csv={mapping.csv} onChange={(csv) => onMapping({ ...mapping, csv })} />
      ) : null}
      {dirty ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="min-w-0 flex-1">You changed the mapping. Update the preview to see what the import will write.</p>
          <Button variant="secondary" onClick={onUpdatePreview} disabled={updating}>
            {updating ? 'Updating…' : 'Update preview'}
          </Button>
        </div>
      ) : null}
      <PreviewRows preview={preview} />
      {preview.counts.unreadableRows > 0 ? (
        <CheckboxField
          label={`Leave out the ${rowsText(preview.counts.unreadableRows)} that cannot be read`}
          hint="Otherwise nothing is imported until the file is fixed."
          checked={leaveOut}
          onChange={onLeaveOut}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={onImport} disabled={importing || dirty || adding === 0 || blockedByUnreadable}>
          {importing ? 'Importing…' : adding === 0 ? 'Nothing new to import' : `Import ${adding.toLocaleString('en-US')} record${adding === 1 ? '' : 's'}`}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
