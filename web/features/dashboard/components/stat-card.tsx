import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One figure of the stats row. `value` is '-' when it cannot be computed from the member's data. */
export function StatCard({
  label,
  value,
  detail,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: LucideIcon;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <p id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      </div>
      <p className="truncate text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">
        {value}
      </p>
      {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

export function StatCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <span className="h-4 w-16 animate-pulse rounded bg-muted" />
      <span className="h-8 w-12 animate-pulse rounded bg-muted" />
      <span className="h-3 w-20 animate-pulse rounded bg-muted" />
    </div>
  );
}
