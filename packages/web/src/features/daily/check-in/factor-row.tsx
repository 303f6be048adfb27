/**
 * One factor in the check-in: its icon and name (with "last night" for a factor that describes the night before),
 * its control, and a quiet line saying whether the change is saved, being sent or kept on this device.
 */
import { useId } from 'react';
import { FACTOR_MESSAGES, type Factor } from '@wellness/contract';
import { Icon } from '@/components/icons';
import { FactorControl } from './factor-control';
import type { FactorValueOf } from './factor-input';
import type { ValueStatus } from './use-factor-value-queue';

interface FactorRowProps {
  factor: Factor;
  value: FactorValueOf | null;
  start: FactorValueOf | null;
  status: ValueStatus | undefined;
  onChange: (value: FactorValueOf | null) => void;
}

export function FactorRow({ factor, value, start, status, onChange }: FactorRowProps) {
  const labelId = useId();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 items-center gap-3 sm:w-56 sm:shrink-0">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
          <Icon name={factor.icon} className="size-5" />
        </span>
        <span className="min-w-0">
          <span id={labelId} className="block text-sm font-semibold break-words text-slate-900">
            {factor.name}
          </span>
          {factor.describesNightBefore ? <span className="block text-xs text-slate-600">Last night</span> : null}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <FactorControl factor={factor} value={value} start={start} onChange={onChange} labelId={labelId} />
        <ValueStatusLine status={status} />
      </div>
    </li>
  );
}

function ValueStatusLine({ status }: { status: ValueStatus | undefined }) {
  const text =
    status === undefined
      ? ''
      : status.kind === 'saving'
        ? 'Saving…'
        : status.kind === 'saved'
          ? 'Saved'
          : status.kind === 'kept'
            ? FACTOR_MESSAGES.valueSaveFailed
            : status.message;
  const tone = status?.kind === 'kept' ? 'text-amber-800' : status?.kind === 'refused' ? 'text-rose-700' : 'text-slate-600';
  return (
    <p role="status" className={`flex min-h-4 items-center gap-1 text-xs ${tone}`}>
      {status?.kind === 'saved' ? <Icon name="check" className="size-3.5" /> : null}
      {status?.kind === 'kept' || status?.kind === 'refused' ? <Icon name="alert" className="size-3.5" /> : null}
      {text}
    </p>
  );
}
