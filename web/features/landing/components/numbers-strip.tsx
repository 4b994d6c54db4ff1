import { useEffect, useState } from 'react';
import { formatCount } from '#web/lib/format.ts';

/** `GET /api/public/stats`: real counts, cached by the server for a minute. */
export interface PublicStats {
  members: number;
  workoutsCompleted: number;
  exercises: number;
}

const FIGURES = [
  ['members', 'Members'],
  ['workoutsCompleted', 'Workouts completed'],
  ['exercises', 'Exercises in the library'],
] as const;

/*
 * Plain `fetch`, no query client and no zod: this strip ships in the first load of `/`, whose
 * JavaScript budget is tight. Every item has the same height (labels get two lines, a long number
 * never pushes an item to a new row) and the list reserves room for all four, so nothing moves
 * when the answer arrives or a zero is left out. Numbers up to 1,234,567 fit every width.
 */

/** "FlexCoach in numbers", counted from real data: nothing until the answer, 24/7 on error. */
export function NumbersStrip() {
  const [items, setItems] = useState<[value: string, label: string][]>([]);

  useEffect(() => {
    fetch('/api/public/stats')
      .then((response) => (response.ok ? response.json() : {}))
      .catch(() => ({}))
      .then((stats: Partial<PublicStats>) =>
        setItems([
          ...FIGURES.filter(([key]) => (stats[key] ?? 0) > 0).map(
            ([key, label]) => [formatCount(stats[key]!), label] as [string, string],
          ),
          ['24/7', 'Flex coaching, day and night'],
        ]),
      );
  }, []);

  return (
    <section
      aria-label="FlexCoach in numbers"
      className="border-y border-ink-border bg-ink-raised px-4 py-10 sm:px-6"
    >
      <dl className="mx-auto flex min-h-48 max-w-6xl flex-wrap content-center justify-center gap-y-8 md:min-h-21">
        {items.map(([value, label]) => (
          <div
            key={label}
            className="flex min-w-0 basis-1/2 flex-col-reverse items-center gap-1 text-center md:basis-1/4"
          >
            <dt className="h-10 text-sm text-balance text-ink-muted">{label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-accent lg:text-4xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
