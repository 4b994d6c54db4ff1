import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, Minus, RefreshCw, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { formatWeight } from '#common/achievements.ts';
import {
  MEASUREMENT_RULES,
  measurementRule,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '#common/measurement-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { MEASUREMENT_PAGE_SIZE, useMeasurementPages } from '#web/api/measurements.ts';
import { OlderPages } from '#web/components/older-pages.tsx';
import type { Measurement } from '#common/schemas/measurements.ts';
import type { Units } from '#common/units.ts';
import { useUnits } from '#web/lib/units.ts';
import { useDeleteMeasurement } from '../api/use-measurements.ts';
import { buildHistory, type HistoryEntry } from '../lib/history.ts';
import { formatDate } from '#web/lib/format.ts';

const MeasurementChart = lazy(() => import('#web/components/trend-chart.tsx'));

const format = (value: number, type: MeasurementType, units: Units) =>
  `${formatWeight(value)} ${measurementRule(type, units).unit}`;

/**
 * History: a type selector, a line chart and the entries newest first with their change, a page
 * of one type at a time.
 */
export function MeasurementHistory({ userId }: { userId: string }) {
  const units = useUnits();
  const [type, setType] = useState<MeasurementType>('weight');
  const [pending, setPending] = useState<HistoryEntry | null>(null);
  const measurements = useMeasurementPages(userId, type);
  const remove = useDeleteMeasurement(userId);
  const history = shownHistory(measurements.data?.pages ?? [], type, measurements.hasNextPage);
  const { label } = MEASUREMENT_RULES[type];

  function confirmDelete() {
    if (!pending) return;
    remove.mutate(pending.measurement.id, {
      onSuccess: () => {
        setPending(null);
        toast({ title: 'Measurement deleted' });
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete measurement',
          description: getApiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>History</CardTitle>
        <CardDescription>Your entries over time, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div
          role="radiogroup"
          aria-label="Measurement type"
          className="grid grid-cols-5 gap-1 rounded-xl bg-muted p-1"
        >
          {MEASUREMENT_TYPES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={option === type}
              onClick={() => setType(option)}
              className={clsx(
                'h-9 min-w-0 rounded-lg px-1 text-xs font-semibold transition-colors sm:text-sm',
                option === type
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {MEASUREMENT_RULES[option].label}
            </button>
          ))}
        </div>

        {measurements.isPending ? (
          <div role="status" aria-label="Loading measurements" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <span key={i} className="h-14 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
        ) : measurements.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-destructive">Your measurements could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void measurements.refetch()}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : history.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No {label.toLowerCase()} measurements yet. Add one above to start your history.
          </p>
        ) : (
          <>
            {history.length >= 2 ? (
              <Suspense
                fallback={<div className="h-56 animate-pulse rounded-xl bg-muted sm:h-64" />}
              >
                <MeasurementChart
                  title={`${label} over time, from ${format(history.at(-1)!.value, type, units)} to ${format(history[0]!.value, type, units)}`}
                  unit={measurementRule(type, units).unit}
                  points={[...history].reverse().map((entry) => ({
                    label: formatDate(entry.measurement.date, 'day'),
                    value: entry.value,
                  }))}
                />
              </Suspense>
            ) : (
              <p className="text-sm text-muted-foreground">
                Add another {label.toLowerCase()} entry to see your trend.
              </p>
            )}
            <ul aria-label={`${label} history`} className="grid gap-2">
              {history.map((entry) => (
                <HistoryRow
                  key={entry.measurement.id}
                  entry={entry}
                  type={type}
                  onDelete={() => setPending(entry)}
                />
              ))}
            </ul>
            <OlderPages pages={measurements} noun={`${label.toLowerCase()} entries`} />
          </>
        )}
      </CardContent>

      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this measurement?</DialogTitle>
            <DialogDescription>
              {pending
                ? `${MEASUREMENT_RULES[pending.measurement.type].label} ${format(pending.value, pending.measurement.type, units)} on ${formatDate(pending.measurement.date)} will be removed. This cannot be undone.`
                : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

/**
 * The entries of the pages read so far, newest first, each with its change. A page holds one
 * entry more than it shows (the oldest, for the change of the one after it), which is shown
 * once no older page is left.
 */
function shownHistory(
  pages: readonly Measurement[][],
  type: MeasurementType,
  hasOlder: boolean,
): HistoryEntry[] {
  const read = pages.flatMap((page, i) =>
    i < pages.length - 1 ? page.slice(0, MEASUREMENT_PAGE_SIZE) : page,
  );
  const history = buildHistory(read, type);
  return hasOlder ? history.slice(0, -1) : history;
}

function HistoryRow({
  entry,
  type,
  onDelete,
}: {
  entry: HistoryEntry;
  type: MeasurementType;
  onDelete: () => void;
}) {
  const { change } = entry;
  const date = formatDate(entry.measurement.date);
  const units = useUnits();
  const unit = measurementRule(type, units).unit;
  let changeView;
  if (change === null) {
    changeView = <span className="text-xs text-muted-foreground">First entry</span>;
  } else if (change === 0) {
    changeView = (
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <Minus className="size-3.5" aria-hidden="true" />
        No change
      </span>
    );
  } else {
    const Arrow = change > 0 ? ArrowUp : ArrowDown;
    changeView = (
      <span className="inline-flex items-center gap-1 text-xs font-semibold text-foreground">
        <Arrow className="size-3.5" aria-hidden="true" />
        <span className="sr-only">{change > 0 ? 'Up' : 'Down'} </span>
        {change > 0 ? '+' : '−'}
        {formatWeight(Math.abs(change))} {unit}
      </span>
    );
  }
  return (
    <li className="flex items-center justify-between gap-3 rounded-xl border border-border bg-background px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">{format(entry.value, type, units)}</p>
        <p className="text-xs text-muted-foreground">{date}</p>
      </div>
      <div className="flex items-center gap-2">
        {changeView}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${MEASUREMENT_RULES[type].label.toLowerCase()} ${format(entry.value, type, units)} on ${date}`}
          onClick={onDelete}
          className="text-muted-foreground hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
