import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import { useWeekPlan } from '#web/api/week.ts';
import { blockLabel } from '#common/training/block.ts';
import type { Units } from '#common/units.ts';
import { useUnits } from '#web/lib/units.ts';
import { cn } from '#web/lib/utils.ts';
import { BlockSessions } from './block-sessions.tsx';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The week at a glance: Monday to Sunday with the days trained ticked, today outlined, and what
 * today trains in the member's split ("Upper / lower · Today: Lower Body · 2 of 4 done").
 */
export function WeekStrip({ userId, tone = 'light' }: { userId: string; tone?: 'light' | 'dark' }) {
  const week = useWeekPlan(userId);
  const units = useUnits();
  if (week.isPending) return <WeekStripSkeleton tone={tone} />;
  if (week.isError) return null;
  return <WeekStripView plan={week.data} tone={tone} units={units} />;
}

export function WeekStripView({
  plan,
  tone,
  units = 'metric',
}: {
  plan: WeekPlan;
  tone: 'light' | 'dark';
  units?: Units;
}) {
  const dark = tone === 'dark';
  const trainedToday = plan.days.some((d) => d.date === plan.today && d.workouts.length > 0);
  return (
    <section
      aria-labelledby="week-heading"
      className={cn(
        'rounded-2xl border p-4',
        dark ? 'border-ink-border bg-ink-raised text-white' : 'border-border bg-card',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="week-heading" className="text-base font-bold">
          This week · {plan.splitLabel}
        </h2>
        <p className={cn('text-sm font-semibold', dark ? 'text-accent' : 'text-primary')}>
          {`${blockLabel(plan.block)} · ${plan.todayFocus}`}
        </p>
        <p className={cn('text-sm', dark ? 'text-ink-muted' : 'text-muted-foreground')}>
          {plan.done} of {plan.planned} done
        </p>
      </div>
      <ol className="mt-3 grid grid-cols-7 gap-1.5">
        {plan.days.map((day, i) => {
          const trained = day.workouts.length > 0;
          const today = day.date === plan.today;
          const label = trained
            ? `${DAY_NAMES[i]}: ${day.workouts.map((w) => w.focus ?? w.title).join(', ')}`
            : `${DAY_NAMES[i]}${today ? ' (today)' : ''}: no workout`;
          return (
            <li
              key={day.date}
              aria-label={label}
              aria-current={today ? 'date' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 rounded-xl py-2 text-xs font-semibold',
                today && (dark ? 'ring-2 ring-accent' : 'ring-2 ring-primary'),
              )}
            >
              <span aria-hidden="true">{DAY_NAMES[i]}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 items-center justify-center rounded-full',
                  trained
                    ? dark
                      ? 'bg-accent text-accent-foreground'
                      : 'bg-primary text-primary-foreground'
                    : dark
                      ? 'bg-white/10'
                      : 'bg-muted',
                )}
              >
                {trained ? <Check className="size-4" /> : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm">
        <span className="font-semibold">
          {trainedToday ? 'Next' : 'Today'}: {plan.todayFocus}
        </span>
        {plan.upcoming.length > 1 ? (
          <span className={dark ? 'text-ink-muted' : 'text-muted-foreground'}>
            {' '}
            · then {plan.upcoming.slice(1).join(', ')}
          </span>
        ) : null}
      </p>
      {plan.chosenDaysPerWeek > plan.daysPerWeek ? (
        <p className={cn('mt-1 text-xs', dark ? 'text-ink-muted' : 'text-muted-foreground')}>
          The free plan trains {plan.daysPerWeek} days a week (you chose {plan.chosenDaysPerWeek}).{' '}
          <Link
            to="/upgrade"
            className={cn('font-semibold underline', dark ? 'text-white' : 'text-primary')}
          >
            Upgrade to train {plan.chosenDaysPerWeek} days
          </Link>
        </p>
      ) : null}
      {plan.resting.length > 0 ? (
        <p className={cn('mt-1 text-xs', dark ? 'text-ink-muted' : 'text-muted-foreground')}>
          Resting: {plan.resting.join(', ')} (trained in the last 48 hours)
        </p>
      ) : null}
      <BlockSessions plan={plan} units={units} dark={dark} />
    </section>
  );
}

/** The strip's shape while it loads, line for line, so nothing below it moves when it arrives. */
function WeekStripSkeleton({ tone }: { tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  const block = cn('animate-pulse rounded', dark ? 'bg-white/10' : 'bg-muted');
  return (
    <div
      aria-hidden="true"
      className={cn(
        'rounded-2xl border p-4',
        dark ? 'border-ink-border bg-ink-raised' : 'border-border bg-card',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className={cn(block, 'h-6 w-48 max-w-[60%]')} />
        <span className={cn(block, 'h-5 w-20')} />
      </div>
      <ol className="mt-3 grid grid-cols-7 gap-1.5">
        {DAY_NAMES.map((day) => (
          <li key={day} className="flex flex-col items-center gap-1 py-2 text-xs font-semibold">
            <span className="invisible">{day}</span>
            <span className={cn(block, 'size-8 rounded-full')} />
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <span className={cn(block, 'inline-block h-4 w-56 max-w-full align-middle')} />
      </p>
    </div>
  );
}
