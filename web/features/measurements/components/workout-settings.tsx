import type { UpdateUserInput } from '#common/schemas/users.ts';
import { RefreshCw } from 'lucide-react';
import { DAYS_PER_WEEK_MAX, DAYS_PER_WEEK_MIN } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useProfile, useUpdateProfile } from '#web/api/profile.ts';
import { selectClass } from '#web/components/ui/select-class.ts';

/** Time per workout on this page (spec part 2 section 5): 30, 60, 90 or 120 minutes. */
export const WORKOUT_TIME_OPTIONS = [30, 60, 90, 120] as const;
const DAY_OPTIONS = Array.from(
  { length: DAYS_PER_WEEK_MAX - DAYS_PER_WEEK_MIN + 1 },
  (_, i) => DAYS_PER_WEEK_MIN + i,
);

/** Options plus the saved value when it is not one of them (account preferences offer 15 and 45). */
function withCurrent(options: readonly number[], current: number | null): number[] {
  if (current === null || options.includes(current)) return [...options];
  return [...options, current].sort((a, b) => a - b);
}

/** Workout Settings: time per workout and days per week, saved to the profile on change. */
export function WorkoutSettings({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const update = useUpdateProfile(userId);
  const time = profile.data ? Number(profile.data.timeAvailable) || null : null;
  const days = profile.data ? Number(profile.data.daysPerWeek) || null : null;

  const saveTime = (minutes: number) =>
    update.mutate(
      { timeAvailable: minutes as UpdateUserInput['timeAvailable'] },
      {
        onSuccess: () => toast({ title: 'Workout duration updated successfully' }),
        onError: () =>
          toast({ title: 'Failed to update workout duration', variant: 'destructive' }),
      },
    );
  const saveDays = (count: number) =>
    update.mutate(
      { daysPerWeek: count },
      {
        onSuccess: () => toast({ title: 'Workout frequency updated successfully' }),
        onError: () =>
          toast({ title: 'Failed to update workout frequency', variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Workout Settings</CardTitle>
        <CardDescription>Your generated workouts follow these settings.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-destructive">Your settings could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="settings-time">Time per workout</Label>
              <select
                id="settings-time"
                className={selectClass}
                value={time ?? ''}
                disabled={!profile.data}
                onChange={(event) => saveTime(Number(event.target.value))}
              >
                {time === null ? <option value="">Loading...</option> : null}
                {withCurrent(WORKOUT_TIME_OPTIONS, time).map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="settings-days">Days per week</Label>
              <select
                id="settings-days"
                className={selectClass}
                value={days ?? ''}
                disabled={!profile.data}
                onChange={(event) => saveDays(Number(event.target.value))}
              >
                {days === null ? <option value="">Loading...</option> : null}
                {DAY_OPTIONS.map((count) => (
                  <option key={count} value={count}>
                    {count} {count === 1 ? 'day' : 'days'}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
