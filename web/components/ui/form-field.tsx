import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';
import { Label } from './label.tsx';

/** ids for `aria-describedby`: the hint and error paragraphs rendered by `FormField`. */
export function fieldDescribedBy(id: string, parts: { hint?: ReactNode; error?: string }) {
  const ids = [
    parts.hint && !parts.error ? `${id}-hint` : null,
    parts.error ? `${id}-error` : null,
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A label, the control, an optional hint and an error message. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
