/** One message of the conversation: the user's question, or an answer with its sources and actions. */
import { Button } from '@/components/button';
import { Icon } from '@/components/icons';
import type { AssistantAction, ChatMessage } from './assistant-types';

interface ChatMessageViewProps {
  message: ChatMessage;
  onAction: (action: AssistantAction) => void;
}

export function ChatMessageView({ message, onAction }: ChatMessageViewProps) {
  if (message.role === 'user') {
    return (
      <li data-message-role="user" className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-br-md bg-teal-700 px-4 py-2.5 text-sm text-white">
          <span className="sr-only">You: </span>
          <span className="break-words whitespace-pre-line">{message.content}</span>
        </div>
      </li>
    );
  }

  const sources = message.metadata?.sources ?? [];
  const actions = message.metadata?.actions ?? [];
  const links = message.metadata?.links ?? [];
  return (
    <li data-message-role="assistant" className="flex flex-col gap-2">
      <div className="max-w-[92%] rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3 text-sm text-slate-800">
        <span className="sr-only">Assistant: </span>
        <p className="break-words whitespace-pre-line">{message.content}</p>
        {sources.length > 0 ? <p className="mt-2 text-xs text-slate-600">From the guides: {sources.join(', ')}</p> : null}
        {links.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1 text-xs">
            {links.map((link) => (
              <li key={link.url} className="break-words">
                <span className="text-slate-600">Source: </span>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                >
                  {link.name}
                  <Icon name="external" className="ml-1 inline-block size-3.5 align-[-0.125em]" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button key={`${action.type}:${action.target}`} variant="secondary" className="min-h-9 px-3 py-1.5 text-xs" onClick={() => onAction(action)}>
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
