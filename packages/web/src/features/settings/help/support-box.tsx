/** "Need more help?": the Contact Support mail link (with the address written out) and Send Feedback. */
import { useQuery } from '@tanstack/react-query';
import { Icon } from '@/components/icons';
import { appInfoQuery } from './queries';
import { contactSupportHref, fallbackSupportAddress, feedbackHref } from './support-links';

const LINK_CLASSES =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-semibold text-slate-800 ' +
  'hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

export function SupportBox() {
  const info = useQuery(appInfoQuery());
  const address = info.data?.supportEmail ?? fallbackSupportAddress(window.location.hostname);
  return (
    <section aria-labelledby="help-support-heading" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="help-support-heading" className="text-base font-semibold text-slate-900">
        Need more help?
      </h3>
      <p className="text-sm text-slate-700">Both links open your mail program, addressed to:</p>
      <p className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{address}</p>
      <div className="flex flex-wrap gap-2">
        <a href={contactSupportHref(address)} className={LINK_CLASSES}>
          <Icon name="external" className="size-4" />
          Contact Support
        </a>
        <a href={feedbackHref(address)} className={LINK_CLASSES}>
          <Icon name="edit" className="size-4" />
          Send Feedback
        </a>
      </div>
    </section>
  );
}
