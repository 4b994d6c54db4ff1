import {
  ChartLine,
  CreditCard,
  Dumbbell,
  MessageCircle,
  NotebookPen,
  Ruler,
  ShieldCheck,
  TrendingUp,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';

interface DashboardLink {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

const LINKS: DashboardLink[] = [
  {
    to: '/measurements',
    title: 'Track Measurements',
    description: 'Log weight and body measurements',
    icon: Ruler,
  },
  {
    to: '/nutrition',
    title: 'Nutrition Tracking',
    description: 'Calories, macros and hydration',
    icon: UtensilsCrossed,
  },
  {
    to: '/notes',
    title: 'My Notes',
    description: 'Your personal training notes',
    icon: NotebookPen,
  },
  {
    to: '/progress',
    title: 'View Progress',
    description: 'Streaks, achievements and trends',
    icon: TrendingUp,
  },
  {
    to: '/flex',
    title: 'Chat with Flex',
    description: 'Ask your AI coach anything',
    icon: MessageCircle,
  },
  {
    to: '/buy-credits',
    title: 'Buy Flex Credits',
    description: 'Top up coaching credits',
    icon: CreditCard,
  },
];

/** `/dashboard` (member home). The full dashboard of spec part 2 section 2 builds on this. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}

function Dashboard() {
  const user = useSessionUser();
  const links = user?.isAdmin
    ? [
        ...LINKS,
        {
          to: '/admin',
          title: 'Admin Dashboard',
          description: 'Blog, affiliates and exports',
          icon: ShieldCheck,
        },
      ]
    : LINKS;
  return (
    <PageLayout footer={false}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Welcome, {user?.firstName || 'Champion'}
        </h1>
        <p className="mt-2 text-muted-foreground">Here&apos;s everything you need for today.</p>

        <section className="mt-8 overflow-hidden rounded-2xl bg-ink p-6 text-white sm:p-8 [--color-ring:var(--color-accent)]">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Dumbbell className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-xl font-bold">Start Your Workout</h2>
                <p className="mt-1 text-sm text-ink-muted">
                  Your personalized session is ready when you are.
                </p>
              </div>
            </div>
            <Link to="/workout" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              Start Workout
            </Link>
          </div>
        </section>

        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition hover:border-primary/40 hover:shadow-md"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold group-hover:text-primary">{title}</span>
                  <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
          <ChartLine className="size-4" aria-hidden="true" />
          Your stats, streaks and charts appear here as you log workouts.
        </p>
      </div>
    </PageLayout>
  );
}
