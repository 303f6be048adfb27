/**
 * How any tab opens the help assistant: the context is provided by the assistant feature (mounted by the
 * app shell); features use `useAssistant` without depending on the assistant's files.
 */
import { createContext, use } from 'react';

export interface AssistantControls {
  /** Opens the panel; an initial message is sent at once if the conversation is still empty. */
  openAssistant: (initialMessage?: string) => void;
}

export const AssistantContext = createContext<AssistantControls | null>(null);

export function useAssistant(): AssistantControls {
  const controls = use(AssistantContext);
  if (controls === null) throw new Error('useAssistant must be used inside <AssistantProvider>');
  return controls;
}
