import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EQUIPMENT, EQUIPMENT_LABELS } from '#common/constants.ts';
import { EXERCISE_CATEGORIES, MUSCLES } from '#common/exercise-constants.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import type { ReadFirst } from '#web/app/page-data.ts';
import {
  exerciseSearchQueryOptions,
  type LibraryFilters,
  useExerciseSearch,
} from '../api/use-exercises.ts';
import { capitalize } from '#web/lib/text.ts';
import { selectClass } from '#web/components/ui/select-class.ts';
import { formatCount } from '#web/lib/format.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';

const FILTERS = ['muscle', 'equipment', 'level', 'category'] as const;
type Filter = (typeof FILTERS)[number];

/** The filters the address picks. */
const chosenFilters = (params: URLSearchParams): Record<Filter, string> => ({
  muscle: params.get('muscle') ?? '',
  equipment: params.get('equipment') ?? '',
  level: params.get('level') ?? '',
  category: params.get('category') ?? '',
});

/** The search the address asks for, asked for with this module when the app starts here. */
export const readFirst: ReadFirst = (client, { search }) =>
  client.prefetchInfiniteQuery(
    exerciseSearchQueryOptions({ q: search.get('q') ?? '', ...chosenFilters(search) }),
  );

const OPTIONS: Record<Filter, { label: string; values: readonly string[] }> = {
  muscle: { label: 'Muscle', values: MUSCLES },
  equipment: { label: 'Equipment', values: EQUIPMENT.filter((e) => e !== 'yoga-mat') },
  level: { label: 'Level', values: ['beginner', 'intermediate', 'advanced'] },
  category: { label: 'Category', values: EXERCISE_CATEGORIES },
};

const optionLabel = (filter: Filter, value: string) =>
  filter === 'equipment'
    ? (EQUIPMENT_LABELS[value as keyof typeof EQUIPMENT_LABELS] ?? value)
    : capitalize(value);

/**
 * `/exercises`: the 873 exercises of the library, searched by name and filtered by muscle,
 * equipment, level and category. The filters live in the address (shareable, kept by Back); the
 * list loads 24 at a time.
 */
export function ExerciseLibraryPage() {
  usePageTitle('Exercise Library');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text, 200);
  // The filters are this page's state, read from the address once; the address mirrors the whole
  // search below. Two partial writes to the address (the debounced text's and a filter's), each
  // from the address as its render saw it, could lose a filter picked while the other was under
  // way.
  const [chosen, setChosen] = useState(() => chosenFilters(params));
  const filters: LibraryFilters = { q, ...chosen };
  useEffect(() => {
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    for (const filter of FILTERS) if (chosen[filter]) next.set(filter, chosen[filter]);
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [q, chosen, params, setParams]);
  const search = useExerciseSearch(filters);
  const exercises = search.data?.pages.flatMap((page) => page.exercises) ?? [];
  const total = search.data?.pages[0]?.total ?? null;

  const setFilter = (filter: Filter, value: string) =>
    setChosen((current) => ({ ...current, [filter]: value }));

  return (
    <LibraryFrame>
      <LibraryHeader />
      <form role="search" className="mt-6 grid gap-3" onSubmit={(event) => event.preventDefault()}>
        <div className="relative">
          <Label htmlFor="exercise-search" className="sr-only">
            Search exercises
          </Label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="exercise-search"
            type="search"
            placeholder="Search exercises, e.g. bench press"
            className="h-12 pl-10 text-base"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {FILTERS.map((filter) => (
            <div key={filter} className="grid gap-1">
              <Label htmlFor={`filter-${filter}`}>{OPTIONS[filter].label}</Label>
              <select
                id={`filter-${filter}`}
                className={selectClass}
                value={filters[filter]}
                onChange={(event) => setFilter(filter, event.target.value)}
              >
                <option value="">Any</option>
                {OPTIONS[filter].values.map((value) => (
                  <option key={value} value={value}>
                    {optionLabel(filter, value)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </form>

      <p className="mt-5 text-sm text-muted-foreground" aria-live="polite">
        {total === null ? ' ' : total === 1 ? '1 exercise' : `${formatCount(total)} exercises`}
      </p>
      {search.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading exercises…
        </p>
      ) : search.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-border p-4">
          <p>Could not load the library.</p>
          <Button variant="outline" className="mt-2" onClick={() => void search.refetch()}>
            Try again
          </Button>
        </div>
      ) : exercises.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          No exercise matches. Try fewer words or clear a filter.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {exercises.map((exercise) => (
            <li key={exercise.id}>
              <Link
                to={`/exercises/${encodeURIComponent(exercise.id)}`}
                className="flex h-full min-h-16 flex-col justify-center rounded-xl border border-border bg-card px-4 py-3 hover:border-primary focus-visible:border-primary"
              >
                <span className="font-semibold">{exercise.name}</span>
                <span className="text-sm text-muted-foreground">
                  {capitalize(exercise.primaryMuscles[0] ?? exercise.category)} ·{' '}
                  {optionLabel('equipment', exercise.equipment)} · {capitalize(exercise.level)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {search.hasNextPage ? (
        <div className="mt-5 text-center">
          <Button
            variant="outline"
            className="h-12 w-full sm:w-auto"
            disabled={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {search.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            Show more
          </Button>
        </div>
      ) : null}
    </LibraryFrame>
  );
}

function LibraryFrame({ children }: { children: ReactNode }) {
  return (
    <PageLayout>
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">{children}</div>
    </PageLayout>
  );
}

function LibraryHeader() {
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight">Exercise Library</h1>
      <p className="mt-1 text-muted-foreground">
        Every exercise Flex can plan, with how to do it and the muscles it trains.
      </p>
    </>
  );
}

/**
 * The top of `/exercises` as the server paints it before the scripts run (decision 029): the site
 * header, the heading and what the library holds. Rendered at build time
 * (`web/app/prerender-shells.tsx`).
 */
export function ExerciseLibraryBootShell() {
  return (
    <LibraryFrame>
      <LibraryHeader />
    </LibraryFrame>
  );
}
