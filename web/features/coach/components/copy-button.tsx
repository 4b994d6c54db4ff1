import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '#web/components/ui/use-toast.ts';
import { cn } from '#web/lib/utils.ts';
import { COPIED_INDICATOR_MS, CopyError, copyText } from '#web/lib/clipboard.ts';

/** Copies a Flex message; "Copied" shows for 2 s. Failures toast the spec's texts. */
export function CopyButton({ text, className }: { text: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onCopy = async () => {
    try {
      await copyText(text);
    } catch (error) {
      toast({
        title: error instanceof CopyError ? error.message : 'Failed to copy',
        description: 'Please try again',
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      aria-label={copied ? 'Copied' : 'Copy message'}
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
        copied && 'text-success',
        className,
      )}
    >
      {copied ? (
        <Check className="size-3.5" aria-hidden="true" />
      ) : (
        <Copy className="size-3.5" aria-hidden="true" />
      )}
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}
