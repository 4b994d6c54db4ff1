import { cn } from '#web/lib/utils.ts';
import { statusLabel } from '../lib/affiliate-format.ts';

const TONES: Record<string, string> = {
  active: 'bg-green-50 text-success ring-green-200',
  converted: 'bg-green-50 text-success ring-green-200',
  paid: 'bg-green-50 text-success ring-green-200',
  approved: 'bg-green-50 text-success ring-green-200',
  suspended: 'bg-red-50 text-destructive ring-red-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** A status word in a pill; statuses without a colour of their own get a neutral badge. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status] ?? 'bg-muted text-muted-foreground ring-border',
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
