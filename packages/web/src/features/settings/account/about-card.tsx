/** The About block: version, platform, data storage and the privacy notice. */
import { useId } from 'react';
import { APP_VERSION } from '@wellness/contract';
import { SettingsCard } from '../settings-card';

export function AboutCard() {
  const headingId = useId();
  return (
    <SettingsCard headingId={headingId} title="About">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Version</dt>
          <dd className="font-medium text-slate-900">{APP_VERSION}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Platform</dt>
          <dd className="font-medium text-slate-900">Web Application</dd>
        </div>
        <div>
          <dt className="text-slate-600">Data storage</dt>
          <dd className="font-medium text-slate-900">Local Database</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">Your data is stored locally in this app&rsquo;s own database and is never shared.</p>
    </SettingsCard>
  );
}
