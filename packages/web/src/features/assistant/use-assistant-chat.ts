/** The live conversation: sends a question, waits the reply delay of part 2 §9, then adds the answer. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ASSISTANT_REPLY_DELAY_MS, type Tab } from '@wellness/contract';
import { answerQuestion } from './answer-engine';
import type { AssistantSituation, ChatMessage } from './assistant-types';
import { assistantReply, canSend, chatReducer, initialChatState, userMessage } from './chat-state';

export interface AssistantChat {
  messages: ChatMessage[];
  pending: boolean;
  /** Returns false when the text was not sent (empty, or a reply is still pending). */
  send: (text: string) => boolean;
}

export function useAssistantChat(context: Tab, situation: AssistantSituation = {}): AssistantChat {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // The reducer state lags one render behind; the ref blocks a second send within the same moment.
  const pendingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const counterRef = useRef(0);
  // Read when the reply is written (after the delay), so an answer uses what is known by then.
  const situationRef = useRef(situation);
  useEffect(() => {
    situationRef.current = situation;
  });

  useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
    },
    [],
  );

  const send = useCallback(
    (text: string) => {
      if (!canSend(text, pendingRef.current)) return false;
      const nextId = () => `m${Date.now().toString(36)}-${(counterRef.current += 1)}`;
      const question = text.trim();
      pendingRef.current = true;
      dispatch({ type: 'sent', message: userMessage(nextId(), question, context, new Date()) });
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        pendingRef.current = false;
        const answer = (message: string, tab: Tab) => answerQuestion(message, tab, situationRef.current);
        const reply = assistantReply(nextId(), answer, question, context, new Date(), (error) =>
          console.error('The help assistant could not produce an answer', error),
        );
        dispatch({ type: 'replied', message: reply });
      }, ASSISTANT_REPLY_DELAY_MS);
      return true;
    },
    [context],
  );

  return { messages: state.messages, pending: state.pending, send };
}
