/**
 * The assistant conversation as pure state: which messages are sent (never empty or whitespace, never
 * while a reply is pending), the reply or the failure message, and when an initial message goes out.
 */
import { ASSISTANT_FAILURE_MESSAGE, type Tab } from '@wellness/contract';
import type { AnswerFn, ChatMessage } from './assistant-types';

export interface ChatState {
  messages: ChatMessage[];
  pending: boolean;
}

export type ChatEvent = { type: 'sent'; message: ChatMessage } | { type: 'replied'; message: ChatMessage };

export const initialChatState: ChatState = { messages: [], pending: false };

export function canSend(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== '';
}

/** An initial message goes out automatically only into an empty conversation. */
export function shouldSendInitial(initialMessage: string | null, state: ChatState): boolean {
  return initialMessage !== null && state.messages.length === 0 && canSend(initialMessage, state.pending);
}

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'sent':
      return { messages: [...state.messages, event.message], pending: true };
    case 'replied':
      return { messages: [...state.messages, event.message], pending: false };
  }
}

export function userMessage(id: string, text: string, context: Tab, now: Date): ChatMessage {
  return { id, role: 'user', content: text.trim(), timestamp: now, context };
}

/** The assistant's reply, or the failure message when producing the answer throws. */
export function assistantReply(id: string, answer: AnswerFn, question: string, context: Tab, now: Date, onError: (error: unknown) => void): ChatMessage {
  try {
    const { content, ...metadata } = answer(question, context);
    return { id, role: 'assistant', content, timestamp: now, context, metadata };
  } catch (error) {
    onError(error);
    return { id, role: 'assistant', content: ASSISTANT_FAILURE_MESSAGE, timestamp: now, context };
  }
}
