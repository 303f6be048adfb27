/**
 * The live conversation: sends a question, waits the contract's reply delay (an answer that arrives at once reads as canned), then adds the answer. An interaction
 * question (recognised locally) is also sent to the interaction engine at once, and answered when both the delay
 * and the engine are done; if the engine cannot be reached the reply is the assistant's failure message. The answers
 * themselves arrive as a chunk at the first question (`assistant-answers.ts`), during the reply's delay.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ASSISTANT_REPLY_DELAY_MS, type Tab } from '@wellness/contract';
import { moduleLoader } from '@/lib/module-loader';
import { askInteractionQuestion } from '@/lib/resources/interactions';
import type { AnswerFn, AssistantSituation, ChatMessage } from './assistant-types';
import { assistantReply, canSend, chatReducer, initialChatState, userMessage } from './chat-state';

const answers = moduleLoader(() => import('./assistant-answers'));

/** Fetches the answers ahead of the first question (a failure is tried again at the question). */
export function fetchAnswers(): void {
  answers.load().catch((error: unknown) => console.warn('Could not fetch the help assistant’s answers ahead of use', error));
}

/** An answer that fails with `error`: the reply becomes the assistant's failure message. */
const failing =
  (error: unknown): AnswerFn =>
  () => {
    throw error;
  };

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
      // Started now, so the answers' chunk and the engine's time overlap the reply delay; settled to an answer
      // function, never rejected (a chunk that cannot be fetched answers with the failure message).
      const engine: Promise<AnswerFn> = answers.load().then(({ answerQuestion, interactionAnswer, isInteractionQuestion }) => {
        const plain: AnswerFn = (message, tab) => answerQuestion(message, tab, situationRef.current);
        if (!isInteractionQuestion(question)) return plain;
        return askInteractionQuestion(question).then(
          (result): AnswerFn =>
            (message, tab) =>
              interactionAnswer(result) ?? plain(message, tab),
          failing,
        );
      }, failing);
      const reply = (answer: AnswerFn) => {
        pendingRef.current = false;
        const message = assistantReply(nextId(), answer, question, context, new Date(), (error) =>
          console.error('The help assistant could not produce an answer', error),
        );
        dispatch({ type: 'replied', message });
      };
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void engine.then(reply);
      }, ASSISTANT_REPLY_DELAY_MS);
      return true;
    },
    [context],
  );

  return { messages: state.messages, pending: state.pending, send };
}
