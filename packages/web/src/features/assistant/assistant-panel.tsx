/**
 * The help assistant's panel: 400×600 at the bottom right (full width and capped height on narrow
 * screens), the conversation, and a composer that is disabled while a reply is pending. Escape closes it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ASSISTANT_PANEL, TAB_LABELS, type Tab } from '@wellness/contract';
import { Button } from '@/components/button';
import type { AssistantAction, ChatMessage } from './assistant-types';
import { ChatMessageView } from './chat-message-view';

const SUGGESTIONS = ['How do I add a prescription?', 'How do I log a dose?', 'Which supplements can I track?', 'What can you help with?'];

interface AssistantPanelProps {
  id: string;
  context: Tab;
  messages: ChatMessage[];
  pending: boolean;
  onSend: (text: string) => boolean;
  onAction: (action: AssistantAction) => void;
  onClose: () => void;
}

export function AssistantPanel({ id, context, messages, pending, onSend, onAction, onClose }: AssistantPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    // Back to the input once the reply is in, unless the user has moved focus somewhere on purpose.
    if (pending) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active === inputRef.current) inputRef.current?.focus();
  }, [pending]);

  const lastRole = messages.at(-1)?.role;
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // A new answer is shown from its first line, so reading starts at the top; otherwise follow the end.
    const lastItem = list.querySelector<HTMLElement>('li[data-message-role]:last-of-type');
    if (lastRole === 'assistant' && lastItem) list.scrollTop = Math.max(0, lastItem.offsetTop - 16);
    else list.scrollTop = list.scrollHeight;
  }, [messages.length, lastRole, pending]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSend(draft)) setDraft('');
  }

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      style={{ width: ASSISTANT_PANEL.width, height: ASSISTANT_PANEL.height }}
      className="fixed right-4 bottom-24 z-40 flex max-h-[calc(100dvh-7.5rem)] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-300 sm:right-6"
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 bg-teal-50 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            Help Assistant
          </h2>
          <p className="text-sm text-slate-700" aria-live="polite">
            {pending ? 'Thinking' : `Helping with the ${TAB_LABELS[context]} tab`}
          </p>
        </div>
        <Button variant="quiet" onClick={onClose} aria-label="Close help assistant" className="-mt-1 -mr-2 text-xl leading-none">
          <span aria-hidden="true">×</span>
        </Button>
      </header>

      <div ref={listRef} className="relative flex-1 overflow-y-auto px-5 py-4">
        {messages.length === 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-700">Hi! Ask me how to use the app. Answers come from the built-in guides.</p>
            <div className="flex flex-col items-start gap-2">
              <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Try asking</p>
              {SUGGESTIONS.map((suggestion) => (
                <Button key={suggestion} variant="secondary" className="min-h-9 px-3 py-1.5 text-left text-sm font-medium" onClick={() => onSend(suggestion)}>
                  {suggestion}
                </Button>
              ))}
            </div>
          </div>
        ) : (
          <ol aria-label="Conversation" className="flex flex-col gap-4">
            {messages.map((message) => (
              <ChatMessageView key={message.id} message={message} onAction={onAction} />
            ))}
            {pending ? (
              <li className="text-sm text-slate-600" aria-hidden="true">
                <span className="inline-flex gap-1 rounded-2xl bg-slate-100 px-4 py-3">
                  <span className="size-1.5 animate-pulse rounded-full bg-slate-500" />
                  <span className="size-1.5 animate-pulse rounded-full bg-slate-500 [animation-delay:150ms]" />
                  <span className="size-1.5 animate-pulse rounded-full bg-slate-500 [animation-delay:300ms]" />
                </span>
              </li>
            ) : null}
          </ol>
        )}
      </div>

      <form onSubmit={submit} className="flex items-center gap-2 border-t border-slate-200 px-4 py-3">
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <input
          id={inputId}
          ref={inputRef}
          value={draft}
          disabled={pending}
          autoComplete="off"
          placeholder="Ask a question…"
          onChange={(event) => setDraft(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-teal-600 disabled:bg-slate-100"
        />
        <Button type="submit" disabled={pending || draft.trim() === ''}>
          Send
        </Button>
      </form>
    </div>
  );
}
