import { Download, Lock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FEATURE_MIN_TIER, TIER_CONFIG, tierAtLeast } from '#common/constants.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { type ExportKind, useExportSpreadsheet } from '../api/use-export.ts';

export const NO_WORKOUTS_HINT = 'Complete a workout first to export data';

/** Texts of spec part 2 section 8 (export errors). */
export const EXPORT_ERROR_TEXTS = {
  workouts: {
    empty:
      "You haven't completed any workouts yet. Complete a workout first to export your history!",
    fallback: 'Unable to export workouts. Please try again.',
  },
  measurements: {
    empty: "You haven't added any body measurements yet. Add measurements first to export them!",
    fallback: 'Unable to export measurements. Please try again.',
  },
} as const;

const MIN_TIER = FEATURE_MIN_TIER.export;

const loadUpgradePrompt = () => import('#web/components/upgrade-prompt.tsx');
const UpgradePrompt = lazy(() => loadUpgradePrompt().then((m) => ({ default: m.UpgradePrompt })));

/** The toast text for a failed export. */
export function exportErrorText(kind: ExportKind, error: unknown): string {
  const texts = EXPORT_ERROR_TEXTS[kind];
  if (isApiError(error, 'NO_DATA')) return texts.empty;
  // A throttled member is told how long to wait.
  const message = getApiErrorMessage(error, '');
  if (isApiError(error, 'TOO_MANY_REQUESTS') && message) return message;
  return texts.fallback;
}

/**
 * A tab opened synchronously in the click (so popup blockers allow it), pointed at the file once
 * the export answers; null when the browser blocked it.
 */
function openPendingTab(): Window | null {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = 'Preparing your export...';
    tab.document.body.textContent = 'Preparing your export...';
  } catch {
    // Cross-origin or restricted: the tab still navigates below.
  }
  return tab;
}

/**
 * `POST /api/export/{kind}/{userId}`: points the tab opened in the click at the spreadsheet (or
 * offers a link when the tab was blocked); a plan refusal calls `onPlanLimit` instead of a toast.
 */
function useExportData(userId: string, onPlanLimit: () => void) {
  return useExportSpreadsheet(userId, {
    onSuccess: (result, { tab }) => {
      if (tab && !tab.closed) {
        tab.location.href = result.spreadsheetUrl;
        toast({ title: 'Export Successful!', description: result.message });
        return;
      }
      toast({
        title: 'Export Successful!',
        description: (
          <>
            {result.message}.{' '}
            <a
              href={result.spreadsheetUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline"
            >
              Open your spreadsheet
            </a>
          </>
        ),
        duration: 15_000,
      });
    },
    onError: (error, { kind, tab }) => {
      tab?.close();
      if (isApiError(error, 'PLAN_LIMIT')) {
        onPlanLimit();
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Export Failed',
        description: exportErrorText(kind, error),
      });
    },
  });
}

/**
 * Export Workouts (disabled until a workout exists, then showing the count) and Export
 * Measurements. Each opens the spreadsheet in a new tab; below the Pro plan (and not an admin)
 * the buttons open the upgrade prompt instead.
 */
export function ExportSection({
  workoutCount,
  loading,
}: {
  /** Workouts in the member's history; null while unknown. */
  workoutCount: number | null;
  loading: boolean;
}) {
  const user = useSessionUser();
  const status = useSubscriptionStatus(user?.id);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeWanted, setUpgradeWanted] = useState(false);
  const tier = status.data?.tier;
  const locked = Boolean(user && !user.isAdmin && tier && !tierAtLeast(tier, MIN_TIER));

  const exportData = useExportData(user?.id ?? '', () => openUpgrade());

  function openUpgrade() {
    setUpgradeWanted(true);
    setUpgradeOpen(true);
  }

  function start(kind: ExportKind) {
    if (locked) {
      openUpgrade();
      return;
    }
    exportData.mutate({ kind, tab: openPendingTab() });
  }

  const running = exportData.isPending ? exportData.variables.kind : null;
  const noWorkouts = workoutCount === 0;
  const lockBadge = locked ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
      <Lock className="size-3" aria-hidden="true" />
      {TIER_CONFIG[MIN_TIER].name}
    </span>
  ) : null;

  return (
    <section
      aria-labelledby="export-heading"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="export-heading" className="flex flex-wrap items-center gap-2 text-lg font-bold">
        Export Your Data
        {lockBadge}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Send your workout history and body measurements to a spreadsheet.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Button
            variant="outline"
            className="w-full"
            disabled={loading || noWorkouts || running !== null}
            aria-busy={running === 'workouts'}
            aria-describedby={noWorkouts ? 'export-workouts-hint' : undefined}
            onPointerEnter={locked ? () => void loadUpgradePrompt() : undefined}
            onClick={() => start('workouts')}
          >
            {running === 'workouts' ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {running === 'workouts'
              ? 'Exporting...'
              : workoutCount
                ? `Export Workouts (${workoutCount})`
                : 'Export Workouts'}
          </Button>
          {noWorkouts ? (
            <p id="export-workouts-hint" className="text-xs text-muted-foreground">
              {NO_WORKOUTS_HINT}
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          className="w-full"
          disabled={loading || running !== null}
          aria-busy={running === 'measurements'}
          onPointerEnter={locked ? () => void loadUpgradePrompt() : undefined}
          onClick={() => start('measurements')}
        >
          {running === 'measurements' ? (
            <Spinner className="size-4" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {running === 'measurements' ? 'Exporting...' : 'Export Measurements'}
        </Button>
      </div>

      {upgradeWanted ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open={upgradeOpen}
            onOpenChange={setUpgradeOpen}
            featureName="Spreadsheet Export"
            featureDescription="Send your workout history and body measurements to a spreadsheet you can sort, chart and share."
            minimumTier={MIN_TIER}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
