/**
 * New Entry's 1-10 sliders for the metrics the user's settings show, with the hint when the values are still the
 * defaults. Cancelling the "Save with default values?" question brings the reader back here (useReturnToMetrics).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert } from '@/components/alert';
import { MetricSlider } from '@/components/metric-slider';
import { defaultsHint, defaultsMessages, METRIC_FIELDS, type EntryFormValues, type EntrySettings } from './entry-form-values';

interface EntryMetricsFieldsetProps {
  metrics: EntryFormValues['metrics'];
  settings: EntrySettings;
  onChange: (metrics: EntryFormValues['metrics']) => void;
  fieldsetRef: RefObject<HTMLFieldSetElement | null>;
}

export function EntryMetricsFieldset({ metrics, settings, onChange, fieldsetRef }: EntryMetricsFieldsetProps) {
  const shownFields = METRIC_FIELDS.filter((field) => settings.visible.includes(field.key));
  if (shownFields.length === 0) return null;
  const hint = defaultsHint(metrics, settings);
  const messages = defaultsMessages(settings);
  return (
    <fieldset ref={fieldsetRef} className="flex scroll-mt-24 flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-slate-800">How did it go? (1 to 10)</legend>
      <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        {shownFields.map((field) => (
          <MetricSlider
            key={field.key}
            label={field.label}
            low={field.low}
            high={field.high}
            value={metrics[field.key]}
            onChange={(value) => onChange({ ...metrics, [field.key]: value })}
          />
        ))}
      </div>
      {hint === 'allDefault' ? <Alert tone="warning">{messages.allDefault}</Alert> : null}
      {hint === 'someDefault' ? <Alert tone="info">{messages.someDefault}</Alert> : null}
    </fieldset>
  );
}

/**
 * Takes the reader back to the sliders: scrolled into view with the first one focused. Run after the confirm dialog
 * has closed and handed focus back to Save, so the dialog's own focus return does not undo it.
 */
export function useReturnToMetrics() {
  const metricsRef = useRef<HTMLFieldSetElement>(null);
  /** Counts the returns asked for; each one runs once the render that closed the dialog is done. */
  const [returns, setReturns] = useState(0);
  useEffect(() => {
    if (returns === 0) return;
    const metrics = metricsRef.current;
    metrics?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    metrics?.querySelector('input')?.focus({ preventScroll: true });
  }, [returns]);
  return { metricsRef, returnToMetrics: () => setReturns((count) => count + 1) };
}
