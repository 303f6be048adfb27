/**
 * The help assistant in the shell: the floating help button (bottom right, every tab; on phones in the tab bar's
 * slot, lib/shell-layout.ts, so it never covers a control), its panel with the
 * current tab as context, and `openAssistant` (through domain/assistant-context.ts) for features that want to
 * open it with a question. It reads the tracked conditions from the cache (a failed read is only logged) so its
 * answers can name the user's current condition.
 */
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentCondition, type Tab } from '@wellness/contract';
import { AssistantContext } from '@/domain/assistant-context';
import { userConditionsQuery } from '@/lib/resources/conditions';
import { LoadBoundary } from '@/components/load-boundary';
import { moduleLoader } from '@/lib/module-loader';
import { retryableLazy } from '@/lib/retryable-lazy';
import { HELP_BUTTON_PLACE } from '@/lib/shell-layout';
import { whenIdle } from '@/lib/when-idle';
import { resolveNavigateTarget, type NavigationTarget } from './action-target';
import type { AssistantAction } from './assistant-types';
import { shouldSendInitial } from './chat-state';
import { fetchAnswers, useAssistantChat } from './use-assistant-chat';

// The panel and its answers are chunks of their own, kept out of what the first screen waits for: fetched once the
// page is idle (so the panel opens at once, and offline too where no service worker keeps the files), or earlier
// when the pointer or focus reaches the help button.
const panel = moduleLoader(() => import('./assistant-panel'));
const AssistantPanel = retryableLazy(() => panel.load().then((module) => module.AssistantPanel));
const fetchPanel = () => void panel.load().catch((error: unknown) => console.warn('Could not fetch the help assistant ahead of use', error));

interface AssistantProviderProps {
  context: Tab;
  onNavigate: (target: NavigationTarget) => void;
  children: ReactNode;
}

export function AssistantProvider({ context, onNavigate, children }: AssistantProviderProps) {
  const panelId = useId();
  useEffect(
    () =>
      whenIdle(() => {
        fetchPanel();
        fetchAnswers();
      }),
    [],
  );
  const [open, setOpen] = useState(false);
  // The assistant speaks of the current condition (ADHD when tracked, else the first tracked).
  const condition = useQuery({ ...userConditionsQuery(), select: (data) => currentCondition(data.userConditions)?.condition.name ?? null });
  const chat = useAssistantChat(context, { conditionName: condition.data ?? null });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { messages, pending, send } = chat;

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  const openAssistant = useCallback(
    (initialMessage?: string) => {
      setOpen(true);
      if (initialMessage !== undefined && shouldSendInitial(initialMessage, { messages, pending })) send(initialMessage);
    },
    [messages, pending, send],
  );

  function runAction(action: AssistantAction) {
    if (action.type !== 'navigate') {
      // Highlight and demo have no visible effect in this product.
      console.log(`[help assistant] ${action.type}: ${action.target}`);
      return;
    }
    const target = resolveNavigateTarget(action.target);
    if (target === null) {
      console.error(`[help assistant] unknown navigation target: ${action.target}`);
      return;
    }
    onNavigate(target);
    close();
  }

  const controls = useMemo(() => ({ openAssistant }), [openAssistant]);

  return (
    <AssistantContext value={controls}>
      {children}
      <aside aria-label="Help">
        {open ? (
          <LoadBoundary what="The help assistant" id={panelId} className="fixed right-4 bottom-24 z-40 max-w-sm shadow-lg">
            <Suspense fallback={null}>
              <AssistantPanel id={panelId} context={context} messages={messages} pending={pending} onSend={send} onAction={runAction} onClose={close} />
            </Suspense>
          </LoadBoundary>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={open ? 'Close help assistant' : 'Open help assistant'}
          onClick={() => (open ? close() : openAssistant())}
          onPointerEnter={fetchPanel}
          onFocus={fetchPanel}
          className={`${HELP_BUTTON_PLACE} flex items-center justify-center rounded-full bg-teal-700 text-2xl font-semibold text-white shadow-lg transition-colors hover:bg-teal-800 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-teal-600`}
        >
          <span aria-hidden="true">{open ? '×' : '?'}</span>
        </button>
      </aside>
    </AssistantContext>
  );
}
