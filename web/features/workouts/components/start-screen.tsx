import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Dumbbell, ListChecks, Sparkles, Zap } from 'lucide-react';
import { type Equipment, EQUIPMENT_LABELS, TIME_AVAILABLE_OPTIONS } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { cn } from '#web/lib/utils.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { selectClass } from '#web/components/ui/select-class.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** What today may change: fewer (or more) minutes, equipment that is not there today. */
export interface TodayOptions {
  timeAvailable?: number;
  without?: Equipment[];
}

/** The equipment a member may leave out today: what they own that a plan loads with. */
export function leaveOutChoices(owned: readonly string[]): Equipment[] {
  if (owned.includes('full-gym'))
    return ['barbell', 'bench', 'pull-up-bar', 'dumbbells', 'full-gym'];
  return owned.filter(
    (e): e is Equipment => e in EQUIPMENT_LABELS && e !== 'no-equipment' && e !== 'yoga-mat',
  );
}

const leaveOutLabel = (item: Equipment) =>
  item === 'full-gym' ? 'Machines and cables' : EQUIPMENT_LABELS[item];

/**
 * Shown until a workout is generated or loaded: one big Generate Workout button, and "Adjust
 * today" for a day with less time or without some equipment (the block stays as it is).
 */
export function StartScreen({
  onGenerate,
  onQuickStart,
  generating,
  usualMinutes,
  equipment,
  ready = true,
}: {
  onGenerate: (today: TodayOptions) => void;
  /** Starts an empty session the member builds as they go. */
  onQuickStart?: () => void;
  generating: boolean;
  /** The member's usual minutes a session (their profile), when known. */
  usualMinutes: number | null;
  /** The member's equipment (their profile). */
  equipment: readonly string[];
  /**
   * False in the top the server paints before the scripts run: its buttons show as not ready
   * (disabled) until the app, which makes them work, takes the screen over.
   */
  ready?: boolean;
}) {
  const id = useId();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [without, setWithout] = useState<Equipment[]>([]);
  const choices = leaveOutChoices(equipment);
  const today: TodayOptions = {
    ...(minutes !== null && minutes !== usualMinutes ? { timeAvailable: minutes } : {}),
    ...(without.length > 0 ? { without } : {}),
  };
  const adjusted = Object.keys(today).length > 0;

  return (
    <section
      aria-labelledby="start-heading"
      className="overflow-hidden rounded-2xl bg-ink p-6 text-white shadow-sm sm:p-10 [--color-ring:var(--color-accent)]"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Dumbbell className="size-7" aria-hidden="true" />
      </span>
      <h2 id="start-heading" className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
        Ready to train?
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        Flex builds today&apos;s session of your block from your level, goals, equipment and time,
        and adapts it to the workouts you have already logged. Sets, reps and rests follow each
        exercise&apos;s role, with guided rests.
      </p>
      {ready ? (
        <details className="mt-5 max-w-prose rounded-xl border border-white/15 p-4">
          <summary className="cursor-pointer font-semibold">Adjust today</summary>
          <p className="mt-2 text-sm text-ink-muted">
            For today only: your block keeps its lifts for the next sessions.
          </p>
          <div className="mt-3 grid gap-1.5">
            <Label htmlFor={`${id}-minutes`} className="text-white">
              Time today
            </Label>
            <select
              id={`${id}-minutes`}
              className={`${selectClass} sm:max-w-xs`}
              value={minutes ?? ''}
              onChange={(event) =>
                setMinutes(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">
                {usualMinutes !== null ? `Usual (${usualMinutes} min)` : 'Usual'}
              </option>
              {TIME_AVAILABLE_OPTIONS.filter((m) => m !== usualMinutes).map((m) => (
                <option key={m} value={m}>
                  {m} min
                </option>
              ))}
            </select>
          </div>
          {choices.length > 0 ? (
            <fieldset className="mt-4">
              <legend className="text-sm font-medium">Not available today</legend>
              <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {choices.map((item) => (
                  <div key={item} className="flex min-h-11 items-center gap-3">
                    <Checkbox
                      id={`${id}-${item}`}
                      checked={without.includes(item)}
                      onCheckedChange={(checked) =>
                        setWithout((list) =>
                          checked === true ? [...list, item] : list.filter((x) => x !== item),
                        )
                      }
                      className="border-white/60"
                    />
                    <Label htmlFor={`${id}-${item}`} className="font-normal text-white">
                      No {leaveOutLabel(item).toLowerCase()}
                    </Label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
        </details>
      ) : (
        // "Adjust today" in its place, not ready either: opened now, it would close again when
        // the app takes over.
        <button
          type="button"
          disabled
          className="mt-5 block w-full max-w-prose rounded-xl border border-white/15 p-4 text-left font-semibold opacity-50"
        >
          Adjust today
        </button>
      )}
      <Button
        variant="accent"
        size="lg"
        className="mt-6 h-14 w-full text-lg sm:w-auto"
        onClick={() => onGenerate(today)}
        disabled={generating || !ready}
      >
        {generating ? <Spinner className="size-5" /> : <Sparkles aria-hidden="true" />}
        {generating ? 'Generating...' : adjusted ? 'Generate Today’s Workout' : 'Generate Workout'}
      </Button>
      <div className="mt-4 flex flex-wrap gap-3">
        {onQuickStart ? (
          <Button variant="outline-dark" className="h-12" onClick={onQuickStart} disabled={!ready}>
            <Zap aria-hidden="true" />
            Quick Start
          </Button>
        ) : null}
        <Link to="/routines" className={cn(buttonVariants({ variant: 'outline-dark' }), 'h-12')}>
          <ListChecks aria-hidden="true" />
          My Routines
        </Link>
      </div>
    </section>
  );
}
