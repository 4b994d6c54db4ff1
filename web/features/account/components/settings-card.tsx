import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One card of Account Settings: an icon and title, an optional action, its content. */
export function SettingsCard({
  title,
  icon: Icon,
  children,
  action,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}

/** A label and its value in a card's description list. */
export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words sm:text-right">{value}</dd>
    </div>
  );
}

/** "Try again" after a failed read. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-destructive">
      Could not load {what}.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
