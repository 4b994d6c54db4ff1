import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** What a paged (infinite) query tells the button. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show older workouts" under a list read a page at a time (keyset paging: a page a year back
 * costs what the first does): loading and error states, nothing when there is no older page.
 */
export function OlderPages({ pages, noun }: { pages: Pages; noun: string }) {
  if (!pages.hasNextPage && !pages.isFetchNextPageError) return null;
  return (
    <div className="grid justify-items-center gap-2">
      {pages.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn&apos;t load older {noun}.
        </p>
      ) : null}
      <Button
        variant="outline"
        className="h-11"
        disabled={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {pages.isFetchingNextPage ? (
          <>
            <Spinner className="size-4" /> Loading older {noun}...
          </>
        ) : pages.isFetchNextPageError ? (
          'Try again'
        ) : (
          `Show older ${noun}`
        )}
      </Button>
    </div>
  );
}
