/**
 * A generic CSV's column mapping: which column holds the date (and in which order its parts are written), the time,
 * the notes, each rating (with the scale its numbers use) and the substances taken — a column per substance whose
 * cell is the amount, or one column naming the substance beside one holding the amount.
 */
import { CSV_DATE_FORMATS, METRIC_LABELS, RATING_METRICS, type CsvDateFormat, type ImportMapping, type TrackingMetric } from '@wellness/contract';
import { Button } from '@/components/button';
import { CompactNumber, CompactSelect, CompactText, MappingList, MappingRow } from './mapping-controls';

export type CsvColumns = NonNullable<ImportMapping['csv']>;

/** A starting mapping when the preview proposed none: the first column as the date. */
export function blankCsvMapping(columns: readonly string[]): CsvColumns {
  return {
    dateColumn: columns[0] ?? 'date',
    dateFormat: 'YYYY-MM-DD',
    timeColumn: null,
    metrics: [],
    substanceColumns: [],
    substanceRows: null,
    notesColumn: null,
  };
}

const NONE = '';
const METRIC_OPTIONS = RATING_METRICS.map((metric) => ({ value: metric, label: METRIC_LABELS[metric] }));
const FORMAT_OPTIONS = CSV_DATE_FORMATS.map((format) => ({ value: format, label: format }));
const isFormat = (value: string): value is CsvDateFormat => (CSV_DATE_FORMATS as readonly string[]).includes(value);
const isMetric = (value: string): value is TrackingMetric => (RATING_METRICS as readonly string[]).includes(value);

interface Props {
  columns: readonly string[];
  csv: CsvColumns;
  onChange: (csv: CsvColumns) => void;
}

export function CsvMapping({ columns, csv, onChange }: Props) {
  const columnOptions = columns.map((column) => ({ value: column, label: column }));
  const optional = [{ value: NONE, label: 'None' }, ...columnOptions];
  const orNull = (value: string) => (value === NONE ? null : value);
  const first = columns[0] ?? '';

  return (
    <div className="flex flex-col gap-4">
      <MappingList title="Days and times" hint="Every row needs a date; without a time column an entry is saved at noon.">
        <MappingRow name="Date" rows={null}>
          <CompactSelect label="Column" value={csv.dateColumn} options={columnOptions} onChange={(dateColumn) => onChange({ ...csv, dateColumn })} />
          <CompactSelect
            label="Written as"
            value={csv.dateFormat}
            options={FORMAT_OPTIONS}
            onChange={(value) => {
              if (isFormat(value)) onChange({ ...csv, dateFormat: value });
            }}
          />
        </MappingRow>
        <MappingRow name="Time" rows={null}>
          <CompactSelect
            label="Column"
            value={csv.timeColumn ?? NONE}
            options={optional}
            onChange={(value) => onChange({ ...csv, timeColumn: orNull(value) })}
          />
        </MappingRow>
        <MappingRow name="Notes" rows={null}>
          <CompactSelect
            label="Column"
            value={csv.notesColumn ?? NONE}
            options={optional}
            onChange={(value) => onChange({ ...csv, notesColumn: orNull(value) })}
          />
        </MappingRow>
      </MappingList>

      <MappingList title="Ratings" hint="Each rating column's numbers are read from its scale onto 1 to 10: the first number becomes 1, the second 10.">
        {csv.metrics.map((metric, index) => {
          const set = (change: Partial<(typeof csv.metrics)[number]>) =>
            onChange({ ...csv, metrics: csv.metrics.map((m, i) => (i === index ? { ...m, ...change } : m)) });
          return (
            <MappingRow key={index} name={`Rating ${index + 1}`} rows={null}>
              <CompactSelect label="Column" value={metric.column} options={columnOptions} onChange={(column) => set({ column })} />
              <CompactSelect
                label="Is"
                value={metric.metric}
                options={METRIC_OPTIONS}
                onChange={(value) => {
                  if (isMetric(value)) set({ metric: value });
                }}
              />
              <CompactNumber label="Scale from" value={metric.from} onChange={(from) => set({ from })} />
              <CompactNumber label="to" value={metric.to} onChange={(to) => set({ to })} />
              <Button variant="quiet" onClick={() => onChange({ ...csv, metrics: csv.metrics.filter((_, i) => i !== index) })}>
                Remove
              </Button>
            </MappingRow>
          );
        })}
      </MappingList>
      <div>
        <Button variant="secondary" onClick={() => onChange({ ...csv, metrics: [...csv.metrics, { column: first, metric: 'mood', from: 1, to: 10 }] })}>
          Add a rating column
        </Button>
      </div>

      <MappingList title="Substances" hint="A column per substance whose cells are the amounts taken (an empty cell or 0: not taken).">
        {csv.substanceColumns.map((entry, index) => {
          const set = (change: Partial<(typeof csv.substanceColumns)[number]>) =>
            onChange({ ...csv, substanceColumns: csv.substanceColumns.map((s, i) => (i === index ? { ...s, ...change } : s)) });
          return (
            <MappingRow key={index} name={`Substance ${index + 1}`} rows={null}>
              <CompactSelect label="Column" value={entry.column} options={columnOptions} onChange={(column) => set({ column })} />
              <CompactText label="Substance name" value={entry.substance} onChange={(substance) => set({ substance })} />
              <CompactText label="Unit" value={entry.unit ?? ''} onChange={(unit) => set({ unit: unit === '' ? null : unit })} />
              <Button variant="quiet" onClick={() => onChange({ ...csv, substanceColumns: csv.substanceColumns.filter((_, i) => i !== index) })}>
                Remove
              </Button>
            </MappingRow>
          );
        })}
      </MappingList>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => onChange({ ...csv, substanceColumns: [...csv.substanceColumns, { column: first, substance: first, unit: null }] })}
        >
          Add a substance column
        </Button>
        {csv.substanceRows === null ? (
          <Button variant="secondary" onClick={() => onChange({ ...csv, substanceRows: { nameColumn: first, amountColumn: null, unitColumn: null } })}>
            Rows name their substance
          </Button>
        ) : null}
      </div>
      {csv.substanceRows ? (
        <MappingList title="Substance named in each row">
          <MappingRow name="Substance" rows={null}>
            <CompactSelect
              label="Name column"
              value={csv.substanceRows.nameColumn}
              options={columnOptions}
              onChange={(nameColumn) => csv.substanceRows && onChange({ ...csv, substanceRows: { ...csv.substanceRows, nameColumn } })}
            />
            <CompactSelect
              label="Amount column"
              value={csv.substanceRows.amountColumn ?? NONE}
              options={optional}
              onChange={(value) => csv.substanceRows && onChange({ ...csv, substanceRows: { ...csv.substanceRows, amountColumn: orNull(value) } })}
            />
            <CompactSelect
              label="Unit column"
              value={csv.substanceRows.unitColumn ?? NONE}
              options={optional}
              onChange={(value) => csv.substanceRows && onChange({ ...csv, substanceRows: { ...csv.substanceRows, unitColumn: orNull(value) } })}
            />
            <Button variant="quiet" onClick={() => onChange({ ...csv, substanceRows: null })}>
              Remove
            </Button>
          </MappingRow>
        </MappingList>
      ) : null}
    </div>
  );
}
