import { clsx } from 'clsx';

/** A CSS-only spinner (no icon import, so it is cheap on any page). Decorative: pair it with text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** A centred loading state announced to screen readers. */
export function LoadingState({
  label = 'Loading...',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={clsx(
        'flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
