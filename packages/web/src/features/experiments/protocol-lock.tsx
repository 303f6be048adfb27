/**
 * "Locked on Nov 28, 2026 at 9:14 AM · fingerprint 3f9a1c2b…", the full SHA-256 and the canonical JSON it hashes on
 * demand (so anyone can check it), and the plan's versions, each with its own fingerprint.
 */
import type { Experiment } from '@wellness/contract';
import { formatMoment, groupedFingerprint, lockedLine, shortFingerprint } from './experiment-wording';

export function ProtocolLock({ experiment }: { experiment: Pick<Experiment, 'lockedAt' | 'fingerprint' | 'canonicalProtocol' | 'versions' | 'version'> }) {
  const versions = [...experiment.versions].sort((a, b) => b.version - a.version);
  return (
    <div className="flex flex-col gap-2 text-sm" data-lock>
      <p className="font-medium text-slate-800">{lockedLine(experiment.lockedAt, experiment.fingerprint)}</p>
      <details className="group rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
        <summary className="min-h-8 cursor-pointer py-1 font-medium text-teal-800 underline-offset-4 hover:underline">
          Full fingerprint and the locked plan
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <p className="text-slate-700">
            The fingerprint is the SHA-256 of the plan below, written as canonical JSON (keys sorted, no spaces). Any change to the plan, the random seed or the
            drawn order would change it.
          </p>
          <p className="font-mono text-xs break-all text-slate-900" data-fingerprint>
            {groupedFingerprint(experiment.fingerprint)}
          </p>
          <pre className="max-h-64 overflow-auto rounded-md bg-white p-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200">
            {experiment.canonicalProtocol}
          </pre>
        </div>
      </details>
      {versions.length > 1 ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-slate-800">Versions of the plan</p>
          <ol className="flex flex-col gap-0.5 text-slate-700" data-versions>
            {versions.map((version) => (
              <li key={version.version}>
                Version {version.version}
                {version.version === experiment.version ? ' (current)' : ''} · locked {formatMoment(version.lockedAt)} ·{' '}
                <span className="font-mono">{shortFingerprint(version.fingerprint)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="text-slate-600">Version 1 of the plan.</p>
      )}
    </div>
  );
}
