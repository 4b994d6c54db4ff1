import { Bot } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';

/** Flex's round avatar. Decorative: the message or heading next to it names Flex. */
export function FlexAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-accent',
        className,
      )}
    >
      <Bot className="size-[60%]" />
    </span>
  );
}
