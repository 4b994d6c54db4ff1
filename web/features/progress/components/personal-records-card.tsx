import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { describeLoad } from '#common/training/describe.ts';
import { formatNumber, weightUnit } from '#common/units.ts';
import { useRecords } from '#web/api/records.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { useUnits } from '#web/lib/units.ts';
import { formatDate } from '#web/lib/format.ts';

/** How many lifts the card lists: the most recent records first. */
const SHOWN = 8;

/**
 * Personal Records: how many the member has set, and the best of each lift (heaviest load and
 * estimated 1RM), over their whole history (the server's summary), in their unit. Each links to
 * the exercise page.
 */
export function PersonalRecordsCard({ userId }: { userId: string }) {
  const units = useUnits();
  const records = useRecords(userId);
  if (records.isPending || records.isError) return null;
  const { bests, recordsSet } = records.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Records</CardTitle>
        <CardDescription>
          {bests.length === 0
            ? 'Log the load of your sets in a workout: your best lifts show here.'
            : `${recordsSet} ${recordsSet === 1 ? 'record' : 'records'} set so far`}
        </CardDescription>
      </CardHeader>
      {bests.length > 0 ? (
        <CardContent>
          <ul className="grid gap-2">
            {bests.slice(0, SHOWN).map((best) => {
              const content = (
                <>
                  <Medal className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{best.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {best.records.heaviestWeight !== null
                        ? `Heaviest ${describeLoad(best.records.heaviestWeight, best.loadType, units)}`
                        : ''}
                      {best.records.bestEstimatedOneRepMax !== null
                        ? ` · est. 1RM ${formatNumber(best.records.bestEstimatedOneRepMax, 1)} ${weightUnit(units)}`
                        : ''}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formatDate(best.lastRecordDate, 'day')}
                  </span>
                </>
              );
              const className = 'flex min-h-12 items-center gap-3 rounded-xl px-2 py-1';
              return (
                <li key={best.exerciseId ?? best.name}>
                  {best.exerciseId ? (
                    <Link
                      to={`/exercises/${encodeURIComponent(best.exerciseId)}`}
                      className={`${className} hover:bg-muted`}
                    >
                      {content}
                    </Link>
                  ) : (
                    <div className={className}>{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
