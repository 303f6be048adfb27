/**
 * The two fields the custom-condition and goal forms open with: a required name, which takes the dialog's first
 * focus, and an optional description, each bounded by the contract's limit.
 */
import type { Ref } from 'react';
import { TextAreaField } from '@/components/form-controls';
import { TextField } from '@/components/text-field';

interface NameFieldProps {
  ref: Ref<HTMLInputElement>;
  maxLength: number;
  value: string;
  onChange: (name: string) => void;
  hint: string;
  error?: string | null;
}

export function NameField({ ref, maxLength, value, onChange, hint, error = null }: NameFieldProps) {
  return (
    <TextField
      ref={ref}
      label="Name"
      required
      aria-required="true"
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
    />
  );
}

export function DescriptionField({ maxLength, value, onChange }: { maxLength: number; value: string; onChange: (description: string) => void }) {
  return <TextAreaField label="Description" labelNote="(optional)" maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} />;
}
