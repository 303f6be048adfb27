/**
 * What the assistant answers with, in a chunk of its own: fetched at the first question (within the reply's delay),
 * not with the shell every screen waits for.
 */
export { answerQuestion } from './answer-engine';
export { interactionAnswer, isInteractionQuestion } from './interaction-question';
