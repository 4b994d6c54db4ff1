import {
  ArrowRight,
  CalendarCheck,
  DollarSign,
  Eye,
  FileSpreadsheet,
  FileText,
  Handshake,
  Newspaper,
  RefreshCw,
  Users,
  UserSearch,
} from 'lucide-react';
import { Link } from 'react-router';
import { TIER_CONFIG, TIERS } from '#common/constants.ts';
import type { AdminOverview } from '#common/schemas/admin.ts';
import { POLICY_LINKS } from '#web/components/site-footer.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { StatTile } from '#web/components/ui/stat-tile.tsx';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { formatCents } from '#common/money.ts';
import { BackupCard } from '../components/backup-card.tsx';
import { useAdminOverview } from '../api/use-admin.ts';
import { formatCount, formatDate, formatDateTime } from '#web/lib/format.ts';

const MANAGEMENT_LINKS = [
  {
    to: '/admin/members',
    title: 'Members',
    description: 'Find a member by email or name: their plan, when they joined, their training.',
    icon: <UserSearch />,
  },
  {
    to: '/admin/blog',
    title: 'Blog Management',
    description: 'Write, edit, publish and delete blog posts.',
    icon: <Newspaper />,
  },
  {
    to: '/admin/affiliate',
    title: 'Affiliate Management',
    description: 'Approve payouts and suspend or reactivate affiliates.',
    icon: <Handshake />,
  },
  {
    to: '/admin/sheets',
    title: 'Spreadsheet Export',
    description: 'Test the export of members and their data to the master spreadsheet.',
    icon: <FileSpreadsheet />,
  },
] as const;

/** `/admin` (spec part 2 section 2, Admin dashboard): admins only; others go to `/`. */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  return <AdminDashboard />;
}

function AdminDashboard() {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Admin Dashboard</h1>
        <p className="mt-1 text-muted-foreground">
          Live figures from the database, content management and the policy pages.
        </p>
      </div>
      <OverviewFigures />
      <BackupCard />
      <section aria-labelledby="admin-tools" className="grid gap-4">
        <h2 id="admin-tools" className="text-xl font-bold tracking-tight">
          Manage
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {MANAGEMENT_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="group flex h-full items-start gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
                >
                  {link.icon}
                </span>
                <span className="grid gap-1">
                  <span className="flex items-center gap-1 font-semibold">
                    {link.title}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="text-sm text-muted-foreground">{link.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="admin-policies" className="grid gap-4">
        <h2 id="admin-policies" className="text-xl font-bold tracking-tight">
          Policy pages
        </h2>
        <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex items-center gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm font-medium transition-colors hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OverviewFigures() {
  const overview = useAdminOverview();
  const data = overview.data;
  return (
    <section aria-labelledby="admin-overview" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="admin-overview" className="text-xl font-bold tracking-tight">
            Overview
          </h2>
          {data ? (
            <p className="text-sm text-muted-foreground">
              As of {formatDateTime(data.generatedAt)}
            </p>
          ) : null}
        </div>
        {data ? (
          <Button
            variant="outline"
            size="sm"
            disabled={overview.isFetching}
            onClick={() => void overview.refetch()}
          >
            <RefreshCw
              className={overview.isFetching ? 'animate-spin' : undefined}
              aria-hidden="true"
            />
            Refresh figures
          </Button>
        ) : null}
      </div>
      {overview.isPending ? (
        <LoadingState label="Loading figures..." className="min-h-40" />
      ) : overview.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-semibold text-destructive">Could not load the figures.</p>
          <p className="text-sm text-muted-foreground">
            {getApiErrorMessage(overview.error, 'Please check your connection and try again.')}
          </p>
          <Button variant="outline" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Figures data={overview.data} />
      )}
    </section>
  );
}

function Figures({ data }: { data: AdminOverview }) {
  const revenue = data.revenueThisMonth;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      <StatTile label="Members" value={formatCount(data.members.total)} icon={<Users />}>
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {TIERS.map((tier) => (
            <div key={tier} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{TIER_CONFIG[tier].name}</dt>
              <dd className="font-semibold tabular-nums">
                {formatCount(data.members.byTier[tier])}
              </dd>
            </div>
          ))}
        </dl>
      </StatTile>
      <StatTile
        label="Workouts completed this week"
        value={formatCount(data.workoutsThisWeek.completed)}
        icon={<CalendarCheck />}
        detail={`Last 7 days, since ${formatDate(data.workoutsThisWeek.since, 'day')}`}
      />
      <StatTile
        label="Revenue this month"
        value={formatCents(revenue.totalCents)}
        icon={<DollarSign />}
        detail={`${formatCount(revenue.payments)} ${revenue.payments === 1 ? 'payment' : 'payments'} since ${formatDate(revenue.since, 'day')} (UTC)`}
      >
        <dl className="mt-2 grid gap-1 text-sm">
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Plans</dt>
            <dd className="font-semibold tabular-nums">{formatCents(revenue.plansCents)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Credit packs</dt>
            <dd className="font-semibold tabular-nums">{formatCents(revenue.creditsCents)}</dd>
          </div>
        </dl>
      </StatTile>
      <StatTile
        label="Page views this week"
        value={formatCount(data.pageViewsThisWeek.views)}
        icon={<Eye />}
        detail="Last 7 days"
      />
    </ul>
  );
}
