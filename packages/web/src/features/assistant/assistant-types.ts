/** The help assistant's chat messages and actions. */
import type { Tab } from '@wellness/contract';

export type AssistantActionType = 'navigate' | 'highlight' | 'demo';

export interface AssistantAction {
  type: AssistantActionType;
  target: string;
  label: string;
}

/** A public page an answer rests on, such as the drug label behind an interaction warning. */
export interface AssistantLink {
  name: string;
  url: string;
}

export interface AssistantAnswer {
  content: string;
  confidence: number;
  /** The help guides the answer restates. */
  sources: string[];
  /** The outside sources of an interaction answer, linked. */
  links?: AssistantLink[];
  actions: AssistantAction[];
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  /** The tab the user was on when the message was written. */
  context: Tab;
  metadata?: Omit<AssistantAnswer, 'content'>;
}

/** What the assistant knows about the user when it answers: the current condition, when there is one. */
export interface AssistantSituation {
  conditionName?: string | null;
}

export type AnswerFn = (message: string, context: Tab) => AssistantAnswer;
