import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/utils.ts';
import type { CoachMessage } from '../lib/chat-messages.ts';
import { CopyButton } from './copy-button.tsx';
import { FlexAvatar } from './flex-avatar.tsx';
import { MessageContent } from './message-content.tsx';

/**
 * The conversation: the member's messages on the right, Flex's on the left (with a copy button
 * when `copyable`), and a typing indicator while an answer is pending. Keeps the newest message in
 * view inside the nearest `[data-chat-scroll]` container.
 */
export function ChatMessages({
  messages,
  pending = false,
  copyable = false,
  label = 'Conversation with Flex',
  className,
  emptyState,
}: {
  messages: readonly CoachMessage[];
  pending?: boolean;
  copyable?: boolean;
  label?: string;
  className?: string;
  emptyState?: ReactNode;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    // Scroll the conversation's own container (marked data-chat-scroll), never the page.
    const container = endRef.current?.closest<HTMLElement>('[data-chat-scroll]');
    if (container) container.scrollTop = container.scrollHeight;
  }, [count, pending]);

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div role="log" aria-label={label} aria-live="polite">
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              data-message-type={message.type}
              className={cn(
                'flex gap-2',
                message.type === 'user' ? 'justify-end' : 'justify-start',
              )}
            >
              {message.type === 'flex' ? <FlexAvatar className="mt-0.5" /> : null}
              <div
                className={cn(
                  'flex max-w-[85%] min-w-0 flex-col',
                  message.type === 'user' ? 'items-end' : 'items-start',
                )}
              >
                <span className="sr-only">{message.type === 'user' ? 'You:' : 'Flex:'}</span>
                <div
                  className={cn(
                    'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
                    message.type === 'user'
                      ? 'rounded-br-md bg-primary text-primary-foreground'
                      : message.kind === 'error'
                        ? 'rounded-bl-md border border-destructive/30 bg-red-50 text-foreground'
                        : 'rounded-bl-md bg-muted text-foreground',
                  )}
                >
                  <MessageContent content={message.content} />
                  {message.action ? (
                    <Link
                      to={message.action.to}
                      className="mt-2 inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {message.action.label}
                      <ArrowRight className="size-3.5" aria-hidden="true" />
                    </Link>
                  ) : null}
                </div>
                {copyable && message.type === 'flex' ? (
                  <CopyButton text={message.content} className="-ml-1" />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </div>
      {count === 0 && !pending ? emptyState : null}
      {pending ? <TypingIndicator /> : null}
      <div ref={endRef} />
    </div>
  );
}

export function TypingIndicator() {
  return (
    <div className="flex items-center gap-2" role="status" aria-label="Flex is typing">
      <FlexAvatar />
      <span className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-4 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="size-1.5 animate-bounce rounded-full bg-muted-foreground"
          />
        ))}
      </span>
    </div>
  );
}
