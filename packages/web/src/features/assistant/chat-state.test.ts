import { describe, expect, it } from 'vitest';
import { ASSISTANT_FAILURE_MESSAGE } from '@wellness/contract';
import { answerQuestion } from './answer-engine';
import { assistantReply, canSend, chatReducer, initialChatState, shouldSendInitial, userMessage } from './chat-state';

const now = new Date('2026-11-23T10:00:00Z');

describe('assistant chat state', () => {
  it('never sends empty or whitespace-only messages, nor while a reply is pending', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend('  \n\t ', false)).toBe(false);
    expect(canSend('help', true)).toBe(false);
    expect(canSend('help', false)).toBe(true);
  });

  it('is pending from the user message until the reply', () => {
    const sent = chatReducer(initialChatState, { type: 'sent', message: userMessage('1', '  How do I log a dose?  ', 'daily', now) });
    expect(sent.pending).toBe(true);
    expect(sent.messages[0]).toMatchObject({ role: 'user', content: 'How do I log a dose?', context: 'daily' });
    const reply = assistantReply('2', answerQuestion, 'How do I log a dose?', 'daily', now, () => undefined);
    const replied = chatReducer(sent, { type: 'replied', message: reply });
    expect(replied.pending).toBe(false);
    expect(replied.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(reply.metadata?.confidence).toBe(0.88);
  });

  it('answers with the failure message when producing the answer throws, and reports the error', () => {
    const errors: unknown[] = [];
    const reply = assistantReply(
      '3',
      () => {
        throw new Error('broken');
      },
      'anything',
      'history',
      now,
      (error) => errors.push(error),
    );
    expect(reply.content).toBe(ASSISTANT_FAILURE_MESSAGE);
    expect(reply.metadata).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('sends an initial message only into an empty, idle conversation', () => {
    expect(shouldSendInitial('How do I track?', initialChatState)).toBe(true);
    expect(shouldSendInitial(null, initialChatState)).toBe(false);
    expect(shouldSendInitial('   ', initialChatState)).toBe(false);
    const withMessage = chatReducer(initialChatState, { type: 'sent', message: userMessage('1', 'hi', 'daily', now) });
    expect(shouldSendInitial('How do I track?', withMessage)).toBe(false);
  });
});
