import { SendHorizontal } from 'lucide-react';
import { useId, type RefObject } from 'react';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS } from '#common/schemas/coach.ts';
import { Form, useZodForm } from '#web/components/ui/form.tsx';
import { cn } from '#web/lib/utils.ts';

/** A message worth sending: not blank (the server trims it too). */
const ComposerSchema = z.object({ text: z.string().max(CHAT_MESSAGE_MAX_CHARS) });

/**
 * The message input and Send button. Enter sends; Send is disabled while the message is blank or
 * an answer is pending (spec part 1 section 5: non-blank message and a known user).
 */
export function ChatComposer({
  onSend,
  pending,
  disabled = false,
  hint,
  inputRef,
  placeholder = 'Ask Flex anything...',
  className,
}: {
  /** Returns true when the message was sent (the input is then cleared). */
  onSend: (text: string) => boolean;
  pending: boolean;
  disabled?: boolean;
  hint?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  placeholder?: string;
  className?: string;
}) {
  const form = useZodForm(ComposerSchema, { defaultValues: { text: '' } });
  const id = useId();
  const blank = form.watch('text').trim() === '';
  const field = form.register('text');
  const submit = ({ text }: { text: string }) => {
    if (text.trim() === '' || pending || disabled) return;
    if (onSend(text)) form.reset({ text: '' });
  };
  return (
    <Form form={form} onSubmit={submit} className={cn('grid gap-1.5', className)}>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Message Flex
        </label>
        <input
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          {...field}
          ref={(element) => {
            field.ref(element);
            if (inputRef) inputRef.current = element;
          }}
          placeholder={placeholder}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-input bg-card px-4 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={blank || pending || disabled}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover disabled:pointer-events-none disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="px-2 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
