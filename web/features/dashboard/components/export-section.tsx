import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';

export const NO_WORKOUTS_HINT = 'Complete a workout first to export data';

/**
 * Export Workouts (disabled until a workout exists, then showing the count) and Export
 * Measurements. The spreadsheet export is not built yet, so a click says so plainly.
 */
export function ExportSection({
  workoutCount,
  loading,
}: {
  /** Workouts in the member's history; null while unknown. */
  workoutCount: number | null;
  loading: boolean;
}) {
  const noWorkouts = workoutCount === 0;
  const notAvailable = () => toast({ title: 'Export is not available yet' });
  return (
    <section
      aria-labelledby="export-heading"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="export-heading" className="text-lg font-bold">
        Export Your Data
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Send your workout history and body measurements to a spreadsheet.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Button
            variant="outline"
            className="w-full"
            disabled={loading || noWorkouts}
            aria-describedby={noWorkouts ? 'export-workouts-hint' : undefined}
            onClick={notAvailable}
          >
            <Download aria-hidden="true" />
            {workoutCount ? `Export Workouts (${workoutCount})` : 'Export Workouts'}
          </Button>
          {noWorkouts ? (
            <p id="export-workouts-hint" className="text-xs text-muted-foreground">
              {NO_WORKOUTS_HINT}
            </p>
          ) : null}
        </div>
        <Button variant="outline" className="w-full" disabled={loading} onClick={notAvailable}>
          <Download aria-hidden="true" />
          Export Measurements
        </Button>
      </div>
    </section>
  );
}
