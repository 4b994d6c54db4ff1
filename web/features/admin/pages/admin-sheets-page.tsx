import { clsx } from 'clsx';
import {
  AlertTriangle,
  CheckCircle2,
  Dumbbell,
  ExternalLink,
  FileSpreadsheet,
  Info,
  Ruler,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { MASTER_TABS } from '#common/schemas/export.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Progress } from '#web/components/ui/progress.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { formatCount } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import {
  EXPORT_TARGETS,
  type ExportTarget,
  type ExportTestOutcome,
  runExportTest,
  type TargetResult,
} from '../api/run-export-test.ts';
import { useMasterExportProgress } from '../api/use-admin.ts';

const TARGETS: Record<ExportTarget, { title: string; icon: LucideIcon; what: string }> = {
  workouts: { title: 'Workouts', icon: Dumbbell, what: 'Your workout history' },
  measurements: { title: 'Measurements', icon: Ruler, what: 'Your body measurements' },
  master: { title: 'Master Spreadsheet', icon: FileSpreadsheet, what: 'Every member, five tabs' },
};

/** `/admin/sheets`: the spreadsheet export test page (spec part 2 section 2), admins only. */
export function AdminSheetsPage() {
  usePageTitle('Spreadsheet Export');
  return <AdminSheets />;
}

function AdminSheets() {
  const user = useSessionUser();
  const [results, setResults] = useState<Partial<Record<ExportTarget, TargetResult>>>({});
  const [outcome, setOutcome] = useState<ExportTestOutcome | null>(null);
  const [running, setRunning] = useState(false);

  async function testExport() {
    setRunning(true);
    setOutcome(null);
    setResults({});
    const done = await runExportTest(user?.id ?? null, (target, result) =>
      setResults((current) => ({ ...current, [target]: result })),
    );
    setRunning(false);
    setOutcome(done);
    toast({
      title: done.title,
      description: done.description,
      variant: done.title === 'Export Failed' ? 'destructive' : 'default',
    });
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Spreadsheet Export</h1>
        <p className="mt-1 text-muted-foreground">
          Check the export end to end: your own workouts and measurements, then the master
          spreadsheet of all members.
        </p>
      </div>

      <section
        aria-labelledby="test-export-heading"
        className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="test-export-heading" className="text-lg font-bold">
              Test the export
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Runs the workouts and measurements exports one after the other, then the master
              export.
            </p>
          </div>
          <Button
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => void testExport()}
            disabled={running}
            aria-busy={running}
          >
            {running ? <Spinner className="size-4" /> : <FileSpreadsheet aria-hidden="true" />}
            {running ? 'Exporting...' : 'Test Export Now'}
          </Button>
        </div>
        {outcome ? <OutcomeBanner outcome={outcome} /> : null}
      </section>

      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="text-lg font-bold">
          Results
        </h2>
        <ul className="mt-3 grid gap-3 sm:gap-4 md:grid-cols-3">
          {EXPORT_TARGETS.map((target) => (
            <ResultCard key={target} target={target} result={results[target]} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="info-heading"
        className="rounded-2xl border border-primary/20 bg-primary-soft p-5 sm:p-6"
      >
        <h2 id="info-heading" className="flex items-center gap-2 text-lg font-bold">
          <Info className="size-5 text-primary" aria-hidden="true" />
          How the export works
        </h2>
        <p className="mt-2 text-sm">
          All data goes to a master spreadsheet with tabs Users, Workouts, Measurements, Daily Logs
          and Subscription Changes.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Master spreadsheet tabs">
          {MASTER_TABS.map((tab) => (
            <li
              key={tab}
              className="rounded-full border border-border bg-card px-3 py-1 text-xs font-semibold"
            >
              {tab}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">
          A member&apos;s own export holds only their data and opens only for them. Passwords,
          sessions and payment details are never exported.
        </p>
      </section>
    </div>
  );
}

function OutcomeBanner({ outcome }: { outcome: ExportTestOutcome }) {
  const tone =
    outcome.title === 'Export Successful!'
      ? { icon: CheckCircle2, className: 'border-green-600/30 bg-green-50 text-green-900' }
      : outcome.title === 'No Data to Export'
        ? { icon: AlertTriangle, className: 'border-amber-500/40 bg-amber-50 text-amber-900' }
        : { icon: XCircle, className: 'border-destructive/40 bg-red-50 text-destructive' };
  const Icon = tone.icon;
  return (
    <div
      role="status"
      className={clsx('mt-4 flex items-start gap-3 rounded-xl border p-4', tone.className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{outcome.title}</p>
        <p className="text-sm">{outcome.description}</p>
      </div>
    </div>
  );
}

function ResultCard({ target, result }: { target: ExportTarget; result?: TargetResult }) {
  const { title, icon: Icon, what } = TARGETS[target];
  const headingId = `result-${target}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <p className="text-xs text-muted-foreground">{what}</p>
        </div>
      </div>
      <ResultBody target={target} result={result} />
    </li>
  );
}

function ResultBody({ target, result }: { target: ExportTarget; result?: TargetResult }) {
  if (!result) return <p className="text-sm text-muted-foreground">Not exported yet</p>;
  switch (result.status) {
    case 'running':
      return target === 'master' ? (
        <MasterProgress />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4 text-primary" />
          Exporting...
        </p>
      );
    case 'success':
      return (
        <div className="flex flex-1 flex-col gap-3">
          <p className="flex items-start gap-2 text-sm">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="break-words">{result.message}</span>
          </p>
          <a
            href={result.spreadsheetUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'mt-auto w-full',
            })}
          >
            <ExternalLink aria-hidden="true" />
            View Spreadsheet
          </a>
        </div>
      );
    case 'no-data':
      return (
        <div className="text-sm">
          <p className="flex items-center gap-2 font-semibold text-amber-800">
            <AlertTriangle className="size-4" aria-hidden="true" />
            No Data
          </p>
          <p className="mt-1 text-muted-foreground">{result.message}</p>
        </div>
      );
    case 'error':
      return (
        <div className="text-sm">
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <XCircle className="size-4" aria-hidden="true" />
            Failed
          </p>
          <p className="mt-1 break-words text-muted-foreground">{result.message}</p>
        </div>
      );
  }
}

/**
 * The master export's progress while it runs: the tab being written and the rows written of
 * those counted at its start (the export streams, so a big database takes a while).
 */
function MasterProgress() {
  const progress = useMasterExportProgress(true).data;
  const known = progress?.running && progress.total > 0;
  const done = known ? Math.min(progress.rows, progress.total) : 0;
  const percent = known ? Math.floor((done / progress.total) * 100) : 0;
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-primary" />
        {known && progress.tab ? `Exporting ${progress.tab}...` : 'Exporting...'}
      </p>
      {known ? (
        <>
          <Progress value={done} max={progress.total} aria-label="Master export progress" />
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatCount(done)} of {formatCount(progress.total)} rows ({percent}%)
          </p>
        </>
      ) : null}
    </div>
  );
}
