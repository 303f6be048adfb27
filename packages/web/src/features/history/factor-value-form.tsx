/**
 * One factor's value on one day, edited in place: Yes/No for a yes-no factor, 1-10 for a scale, a number with its
 * unit otherwise. Checked by the contract's rule before sending; the server's refusal is shown under the field.
 */
import { useState, type FormEvent } from 'react';
import { FACTOR_LIMITS, type Factor } from '@wellness/contract';
import { Button } from '@/components/button';
import { SelectField } from '@/components/form-controls';
import { TextField } from '@/components/text-field';
import { factorLabel } from '@/domain/factors/factor-value-text';
import { serverMessageOr } from '@/lib/failure-message';
import { initialInput, parseInput } from './factor-value-input';
import { useSetFactorValue } from './queries';

interface FactorValueFormProps {
  factor: Factor;
  day: string;
  value: boolean | number | undefined;
  onDone: () => void;
}

const SCALE_OPTIONS = Array.from({ length: FACTOR_LIMITS.scaleMax }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function FactorValueForm({ factor, day, value, onDone }: FactorValueFormProps) {
  const [text, setText] = useState(() => initialInput(factor.kind, value ?? (factor.kind === 'scale' ? 5 : undefined)));
  const [error, setError] = useState<string | null>(null);
  const save = useSetFactorValue();
  const label = factorLabel(factor);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = parseInput(factor.kind, text);
    if (!parsed.ok) return setError(parsed.message);
    save.mutate(
      { factorId: factor.id, date: day, value: parsed.value },
      { onSuccess: onDone, onError: (failure) => setError(serverMessageOr(failure, 'Failed to save the value. Please try again.')) },
    );
  }

  const onChange = (next: string) => {
    setText(next);
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      {factor.kind === 'yes-no' || factor.kind === 'scale' ? (
        <SelectField
          label={label}
          className="min-w-32"
          options={factor.kind === 'scale' ? SCALE_OPTIONS : YES_NO_OPTIONS}
          value={text}
          error={error}
          // Opened by Edit or by choosing the factor, which are gone now: focus moves to the value.
          autoFocus
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextField
          label={label}
          className="w-40"
          type="number"
          inputMode="decimal"
          step="any"
          value={text}
          error={error}
          autoFocus
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending} className="min-h-11">
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} className="min-h-11">
          Cancel
        </Button>
      </div>
    </form>
  );
}
