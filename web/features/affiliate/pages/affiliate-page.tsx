import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '../api/error-message.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useAffiliateStats } from '../api/use-affiliate.ts';
import { AffiliateDashboard } from '../components/affiliate-dashboard.tsx';
import { JoinAffiliate } from '../components/join-affiliate.tsx';

/**
 * `/affiliate` (spec part 2 section 2): the join page for members who are not affiliates (the
 * stats call answers 404) and the affiliate dashboard for those who are.
 */
export function AffiliatePage() {
  usePageTitle('Affiliate Program');
  return <Affiliate />;
}

function Affiliate() {
  const stats = useAffiliateStats();
  const joined = Boolean(stats.data);
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">
          {joined ? 'Affiliate Dashboard' : 'Affiliate Program'}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {joined
            ? 'Share your link, follow your referrals and get paid.'
            : 'Earn a recurring commission for every member you bring to FlexCoach.'}
        </p>
      </div>
      {stats.isPending ? (
        <LoadingState label="Loading your affiliate account..." />
      ) : stats.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-semibold text-destructive">Could not load the affiliate program.</p>
          <p className="text-sm text-muted-foreground">
            {errorMessage(stats.error, 'Please check your connection and try again.')}
          </p>
          <Button variant="outline" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </div>
      ) : stats.data ? (
        <AffiliateDashboard stats={stats.data} />
      ) : (
        <JoinAffiliate onRefetch={() => void stats.refetch()} />
      )}
    </div>
  );
}
