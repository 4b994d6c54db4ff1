import {
  BookOpen,
  Coins,
  History,
  ListChecks,
  Lock,
  NotebookPen,
  Ruler,
  ShieldCheck,
  TrendingUp,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

// The prompt (and Radix Dialog) loads when first wanted: hovering, focusing or opening the card.
const loadUpgradePrompt = () => import('#web/components/upgrade-prompt.tsx');
const UpgradePrompt = lazy(() => loadUpgradePrompt().then((m) => ({ default: m.UpgradePrompt })));

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "Your training": the member pages, with Nutrition locked (and an upgrade prompt) on Free. */
export function TrainingShortcuts({
  isFree,
  isAdmin,
  credits,
}: {
  isFree: boolean;
  isAdmin: boolean;
  /** Flex Credits, once known. */
  credits: number | null;
}) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeWanted, setUpgradeWanted] = useState(false);
  return (
    <>
      <section aria-labelledby="shortcuts-heading" className="mt-8">
        <h2 id="shortcuts-heading" className="text-lg font-bold">
          Your training
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          <LinkCard
            to="/exercises"
            icon={BookOpen}
            title="Exercise Library"
            description="How-tos, muscles and your records"
          />
          <LinkCard
            to="/history"
            icon={History}
            title="Workout History"
            description="Every set you logged: edit or delete"
          />
          <LinkCard
            to="/routines"
            icon={ListChecks}
            title="My Routines"
            description="Your own days, lifts, sets and supersets"
          />
          <LinkCard
            to="/measurements"
            icon={Ruler}
            title="Track Measurements"
            description="Log weight and body measurements"
          />
          {isFree ? (
            <LinkCard
              onClick={() => {
                setUpgradeWanted(true);
                setUpgradeOpen(true);
              }}
              onIntent={() => void loadUpgradePrompt()}
              icon={UtensilsCrossed}
              title="Nutrition Tracking"
              description="Calories, macros and hydration"
              badge={
                <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
                  <Lock className="size-3" aria-hidden="true" />
                  Basic
                </span>
              }
            />
          ) : (
            <LinkCard
              to="/nutrition"
              icon={UtensilsCrossed}
              title="Nutrition Tracking"
              description="Calories, macros and hydration"
            />
          )}
          {isAdmin ? (
            <LinkCard
              to="/admin"
              icon={ShieldCheck}
              title="Admin Dashboard"
              description="Blog, affiliates and exports"
            />
          ) : null}
          <LinkCard
            to="/notes"
            icon={NotebookPen}
            title="My Notes"
            description="Your personal training notes"
          />
          <LinkCard
            to="/progress"
            icon={TrendingUp}
            title="View Progress"
            description="Streaks, achievements and trends"
          />
          <LinkCard
            to="/buy-credits"
            icon={Coins}
            title="Buy Flex Credits"
            description={
              credits !== null
                ? `${credits} ${plural(credits, 'credit', 'credits')} available`
                : 'Top up coaching credits'
            }
          />
        </ul>
      </section>

      {upgradeWanted ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open={upgradeOpen}
            onOpenChange={setUpgradeOpen}
            featureName="Nutrition Tracking"
            featureDescription="Log calories, macros and hydration every day and see how your eating supports your training."
            minimumTier="basic"
          />
        </Suspense>
      ) : null}
    </>
  );
}

function LinkCard({
  to,
  onClick,
  onIntent,
  icon: Icon,
  title,
  description,
  badge,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  badge?: ReactNode;
  /** Called on hover or focus, before a click (to preload what the click needs). */
  onIntent?: () => void;
} & ({ to: string; onClick?: never } | { to?: never; onClick: () => void })) {
  const className =
    'group flex h-full w-full items-start gap-4 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition hover:border-primary/40 hover:shadow-md sm:p-5';
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold group-hover:text-primary">
          {title}
          {badge}
        </span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {body}
        </Link>
      ) : (
        <button
          type="button"
          onClick={onClick}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          className={className}
        >
          {body}
        </button>
      )}
    </li>
  );
}
