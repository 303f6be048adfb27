/**
 * The calendar feed's secret address, shown once right after it is made (the server keeps only its hash): a
 * read-only box that shows it whole, with Copy, the one-line how-to, and why to keep it private. Copy falls back to selecting the
 * address when the browser refuses the clipboard (an http address, a denied permission).
 */
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { CONTROL_CLASSES } from '@/components/form-controls';

export function FeedAddress({ url }: { url: string }) {
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'copied' | 'select' | null>(null);

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch (error) {
      console.warn('The clipboard refused the calendar address; it is selected for copying by hand', error);
      input.current?.focus();
      input.current?.select();
      setCopy('select');
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        Your feed address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* A text area, not an input: on a phone the whole address wraps into view instead of being cut off. */}
        <textarea
          ref={input}
          id={inputId}
          readOnly
          rows={2}
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${CONTROL_CLASSES} min-w-0 flex-1 resize-none border-slate-300 font-mono text-sm break-all field-sizing-content`}
        />
        <Button onClick={() => void copyAddress()} className="shrink-0">
          Copy
        </Button>
      </div>
      <p aria-live="polite" className={copy ? 'text-sm font-medium text-teal-900' : 'sr-only'}>
        {copy === 'copied' ? 'Address copied.' : copy === 'select' ? 'The address is selected: copy it with your keyboard or menu.' : ''}
      </p>
      <p className="text-sm text-slate-700">Add it as a subscribed calendar in Google Calendar, Apple Calendar or Outlook.</p>
      <p className="text-sm text-slate-700">
        This is the only time the address is shown. Anyone who has it can see your dose schedule, so keep it to yourself.
      </p>
    </div>
  );
}
